import { useCallback, useEffect, useRef } from 'react';
import type { StreamTopic } from 'shared-api-types';
import type { TopicListener } from './live-stream';
import { useLiveTopic } from './use-live-topic';

/** How often a page asks for its snapshot while its topic is not live. */
export const LIVE_POLL_MS = 1000;

export interface LiveOrPollOptions<T> {
  /** The stream topic the page follows (null: none, so the page always polls). */
  topic: StreamTopic | null;
  /** The topic's whole state and the names of the parts that just changed. */
  onParts: TopicListener;
  /** What the snapshot is of (null: fetch nothing); a new key is fetched again at once. */
  snapshotKey: string | null;
  /** Reads the snapshot; `first` is the first read for this key. Aborted when the key changes. */
  fetchSnapshot: (signal: AbortSignal, first: boolean) => Promise<T>;
  onSnapshot: (snapshot: T) => void;
  /** A read failed (never called for an aborted read). */
  onError?: (err: unknown) => void;
  /** 'first': one read for each key even while live (the page's first snapshot); 'none': none. */
  whileLive?: 'first' | 'none';
  /**
   * The topic's parts carry all the snapshot does: a read in flight when the topic goes live is
   * kept (not aborted and sent again), and a reply to a read sent before the stream's latest
   * state is dropped as older.
   */
  partsCarrySnapshot?: boolean;
}

/**
 * "Stream, else poll every second": follows `topic` and hands its parts to `onParts`; reads the
 * snapshot with `fetchSnapshot` when the key is new and every second while the topic is not
 * live, never two reads in flight. `refetch` reads at once (a round's result, a retry).
 */
export function useLiveOrPoll<T>(opts: LiveOrPollOptions<T>): {
  live: boolean;
  refetch: () => void;
} {
  const { topic, snapshotKey, whileLive = 'first', partsCarrySnapshot = false } = opts;
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });
  // how many stream states have arrived: a read sent before the latest one is older than it
  const states = useRef(0);
  const live = useLiveTopic(topic, (state, changed) => {
    states.current += 1;
    latest.current.onParts(state, changed);
  });
  // a kept read outlives the live flag's changes; otherwise it is aborted with them
  const readerKey = partsCarrySnapshot ? null : live;
  // the key whose first read has completed (an aborted read does not count)
  const readFor = useRef<string | null>(null);
  const read = useRef<(force: boolean) => void>(() => undefined);

  useEffect(() => {
    if (snapshotKey === null) {
      readFor.current = null;
      read.current = () => undefined;
      return;
    }
    const controller = new AbortController();
    let busy = false;
    let isFirst = readFor.current !== snapshotKey;
    read.current = (force) => {
      if (busy && !force) return;
      busy = true;
      const wasFirst = isFirst;
      isFirst = false;
      const sentAfter = states.current;
      latest.current
        .fetchSnapshot(controller.signal, wasFirst)
        .then(
          (snapshot) => {
            if (controller.signal.aborted) return;
            readFor.current = snapshotKey;
            if (latest.current.partsCarrySnapshot && states.current !== sentAfter) return;
            latest.current.onSnapshot(snapshot);
          },
          (err: unknown) => {
            if (controller.signal.aborted) return;
            readFor.current = snapshotKey;
            latest.current.onError?.(err);
          },
        )
        .finally(() => {
          busy = false;
        });
    };
    return () => controller.abort();
  }, [snapshotKey, readerKey]);

  useEffect(() => {
    if (snapshotKey === null) return;
    const first = readFor.current !== snapshotKey;
    // a read in flight (the first one kept through the topic going live) is not sent twice
    if (!live || (first && whileLive === 'first')) read.current(false);
    if (live) return;
    const timer = setInterval(() => read.current(false), LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [snapshotKey, live, whileLive, readerKey]);

  const refetch = useCallback(() => read.current(true), []);
  return { live, refetch };
}
