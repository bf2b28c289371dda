import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/types';
import type { LiveBus } from '../../../live/live-bus';
import type { SportsFeed } from '../feed-view';
import { depthParts } from './depth-parts';
import { readMatchDepth } from './match-depth-query';

/**
 * The stream's `depth:<eventId>` topic (the trading ladder): every level of the match odds' and
 * toss's books. Worked out only while someone here follows it (the hub's `watched`): its
 * snapshot is read when first asked for, and read again after each change of the match's book
 * (the `match:` topic's `book` part, this process's or another's), one read at a time per match
 * (changes meanwhile make one more). Each process derives it for its own readers
 * (`publishHere`: never bridged). Returns the function that stops following.
 */
export function provideDepthTopic(
  live: LiveBus,
  db: Db,
  feed: () => SportsFeed,
  log: FastifyBaseLogger,
): () => void {
  const byEvent = (eventId: string) =>
    [...feed().matches.values()].find((m) => m.eventId === eventId);
  const read = async (eventId: string) => {
    const m = byEvent(eventId);
    return m ? depthParts(m, await readMatchDepth(db, m)) : null;
  };
  live.provide('depth:', (topic) => read(topic.slice('depth:'.length)));

  // eventId -> whether another change came while its read ran
  const running = new Map<string, boolean>();
  const refresh = async (eventId: string): Promise<void> => {
    if (running.has(eventId)) return void running.set(eventId, true);
    try {
      do {
        running.set(eventId, false);
        const parts = await read(eventId);
        if (parts) live.publishHere(`depth:${eventId}`, parts);
      } while (running.get(eventId) && live.watched(`depth:${eventId}`));
    } catch (err) {
      log.warn({ err }, 'reading a match depth failed');
    } finally {
      running.delete(eventId);
    }
  };
  return live.subscribe((event) => {
    if (!event.topic.startsWith('match:')) return;
    if (!('book' in (event.parts as object))) return;
    const eventId = event.topic.slice('match:'.length);
    if (live.watched(`depth:${eventId}`)) void refresh(eventId);
  });
}
