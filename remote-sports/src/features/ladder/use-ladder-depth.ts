import type { DepthParts, FeedReply } from 'shared-api-types';
import { useLiveOrPoll, useLiveTopic } from 'shared-auth';
import { getMarketDepth } from './api/get-market-depth';
import { fromRead, useLadderBooks } from './ladder-store';

/**
 * Keeps the ladder's books live: the stream's `depth:<eventId>` topic (a snapshot, then patches
 * of the prices that changed); while no stream is up, GetMarketDepth of each runner, read at
 * once and every second. The `match:` topic's book gives the best prices a side meanwhile
 * (ladder-store.ts): its message comes first, and the market's cells render with it.
 */
export function useLadderDepth(
  matchId: string,
  eventId: string,
  type: 'odds' | 'toss',
  runnerIds: readonly string[],
): void {
  useLiveTopic(eventId ? `match:${eventId}` : null, (state, changed) => {
    if (changed.includes('book'))
      useLadderBooks.getState().setBook(state.book as FeedReply | null | undefined);
  });
  const key = runnerIds.length ? `${matchId}:${type}:${runnerIds.join(',')}` : null;
  useLiveOrPoll<DepthParts>({
    topic: eventId ? `depth:${eventId}` : null,
    onParts: (state) => useLadderBooks.getState().setParts(state as DepthParts),
    snapshotKey: key,
    fetchSnapshot: async (signal) => {
      const reads = await Promise.all(
        runnerIds.map((sid) =>
          getMarketDepth({ MatchId: matchId, MarketType: type, SelectionId: sid }, signal),
        ),
      );
      return Object.fromEntries(reads.map((d) => [`${type}:${d.selectionId}`, fromRead(d)]));
    },
    onSnapshot: (read) => useLadderBooks.getState().mergeRead(read),
    whileLive: 'none',
    partsCarrySnapshot: true,
  });
}
