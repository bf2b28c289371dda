import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../../db/types';
import type { LiveBus } from '../../../../live/live-bus';
import type { SportsFeed } from '../../feed-run/feed-view';
import type { SimMatch } from '../../feed/sim-types';
import { depthParts } from './depth-parts';
import { readMatchDepth, type MatchTradedRow } from './match-depth-query';
import { storedDepthRead, storedTradesKey } from './stored-depth';

/**
 * The stream's `depth:<eventId>` topic (the trading ladder): every level of the match odds' and
 * toss's books. Worked out only while someone here follows it (the hub's `watched`): its
 * snapshot is read when first asked for, and worked out again after each change of the match's
 * book (the `match:` topic's `book` part, this process's or another's), one at a time per match
 * (changes meanwhile make one more): from the stored books in memory while their trades are as
 * at the last read (stored-depth.ts), else read. Each process derives it for its own readers
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
  // eventId -> its trades per price as last read, and the stored books' trades at that time
  const tradedAt = new Map<string, { key: string; rows: MatchTradedRow[] }>();
  /** The match's depth from the stored books in memory; null when it has to be read. */
  const fromMemory = (m: SimMatch) => {
    const key = storedTradesKey(m);
    const known = tradedAt.get(m.eventId);
    const stored = key !== null && known?.key === key ? storedDepthRead(m, known.rows) : null;
    return stored && depthParts(m, stored);
  };
  const read = async (eventId: string) => {
    const m = byEvent(eventId);
    if (!m) return null;
    const now = fromMemory(m);
    if (now) return now;
    const key = storedTradesKey(m);
    const fresh = await readMatchDepth(db, m);
    if (key === null) tradedAt.delete(eventId);
    else tradedAt.set(eventId, { key, rows: fresh.traded });
    return depthParts(m, fresh);
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
  return live.subscribeAfter((event) => {
    if (!event.topic.startsWith('match:')) return;
    if (!('book' in (event.parts as object))) return;
    const eventId = event.topic.slice('match:'.length);
    if (!live.watched(`depth:${eventId}`)) return void tradedAt.delete(eventId);
    // right after the change's own frame (subscribeAfter), in its task: after a tick's other
    // matches it went out 20 ms or more behind the market's own cells on a busy machine
    const m = running.has(eventId) ? undefined : byEvent(eventId);
    const now = m && fromMemory(m);
    if (now) live.publishHere(`depth:${eventId}`, now);
    else void refresh(eventId);
  });
}
