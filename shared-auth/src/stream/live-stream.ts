import type { StreamTopic } from 'shared-api-types';
import type { LiveStream, TopicListener } from './live-stream-client';

export type { TopicListener } from './live-stream-client';

/** What a page uses of the tab's stream. */
export type TabStream = Pick<LiveStream, 'subscribe' | 'isLive' | 'onStatus'>;

let client: LiveStream | undefined;
let loading: Promise<LiveStream> | undefined;
const statusListeners = new Set<() => void>();

/**
 * The stream's client is not part of /login's start-up (docs/performance.md): it loads with the
 * first topic followed, which only a logged-in page does. A failed load is tried again at the
 * next subscription; meanwhile no topic is live, so the pages poll.
 */
function loadClient(): Promise<LiveStream> {
  loading ??= import('./live-stream-client').then(
    ({ createTabStream }) => {
      client ??= createTabStream();
      client.onStatus(() => statusListeners.forEach((fn) => fn()));
      return client;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The tab's one live stream (docs/architecture.md "Live stream"); shared-auth is a federation
 * singleton, so the host and every remote share it.
 */
export const liveStream: TabStream = {
  subscribe(topic: StreamTopic, listener: TopicListener): () => void {
    if (client) return client.subscribe(topic, listener);
    let stop: (() => void) | undefined;
    let stopped = false;
    loadClient().then(
      (stream) => {
        if (!stopped) stop = stream.subscribe(topic, listener);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  },
  isLive: (topic: string) => client?.isLive(topic) ?? false,
  onStatus(fn: () => void): () => void {
    statusListeners.add(fn);
    return () => void statusListeners.delete(fn);
  },
};
