import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { StreamTopic } from 'shared-api-types';
import { liveStream, type TopicListener } from './live-stream';

/**
 * Follows a stream topic while mounted (null: none). `onState` gets the topic's whole state and
 * the parts that changed; the result is true while the topic is live (poll only when false).
 */
export function useLiveTopic(topic: StreamTopic | null, onState: TopicListener): boolean {
  const handler = useRef(onState);
  useEffect(() => {
    handler.current = onState;
  });
  useEffect(() => {
    if (!topic) return;
    return liveStream.subscribe(topic, (state, changed) => handler.current(state, changed));
  }, [topic]);
  const live = useCallback(() => (topic ? liveStream.isLive(topic) : false), [topic]);
  return useSyncExternalStore(
    (fn) => liveStream.onStatus(fn),
    live,
    () => false,
  );
}
