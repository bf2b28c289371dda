import { useLayoutEffect, useMemo, useRef } from 'react';
import type { FeedReply } from 'shared-api-types';
import { STORAGE_KEYS, useLiveOrPoll, useSessionStore } from 'shared-auth';
import { getBothOdds } from './api/get-both-odds';
import { sendEarlyOdds, takeEarlyOdds } from './early-odds';
import { readLastMarkets, saveLastMarketsThrottled } from './last-markets';
import { dropUnwritten, storeSoon } from './stored-later';
import { EMPTY_FEED } from '../../lib/odds/feed-types';
import { useOddsStore } from '../../lib/odds/odds-store';

/**
 * The match's prices: the odds hosts give the first snapshot, then the live stream's
 * match:<eventId> topic carries every change; while the stream is down both hosts are polled
 * every second (a read in flight when the stream goes live is kept, and dropped if the stream's
 * state came after it left). Replies are kept in sessionOddsData / bookOddsData, after the frame
 * that draws them (stored-later.ts); leaving the page clears sessionOddsData. Until the first
 * live book, the one this player was shown last time on this page is painted (before the first
 * paint), not live (last-markets.ts). The first read is sent from the first render
 * (early-odds.ts).
 */
export function useOddsPoll(eventId: string, marketId: string): void {
  // in the first render, once a match: its round trip runs while the page draws
  useMemo(() => sendEarlyOdds(eventId, marketId), [eventId, marketId]);
  // a stream state came before the first read was taken: the early reply may be older than it
  const streamed = useRef(false);
  useLayoutEffect(() => {
    streamed.current = false;
    const { reset, restoreBook } = useOddsStore.getState();
    reset();
    const last = readLastMarkets(useSessionStore.getState().name, eventId, marketId);
    if (last) restoreBook(last);
    return () => {
      dropUnwritten();
      window.localStorage.removeItem(STORAGE_KEYS.sessionOddsData);
    };
  }, [eventId, marketId]);
  const keep = (book: FeedReply) =>
    saveLastMarketsThrottled(useSessionStore.getState().name, eventId, marketId, book);
  useLiveOrPoll({
    topic: eventId ? `match:${eventId}` : null,
    onParts: (state, changed) => {
      streamed.current = true;
      const book = changed.includes('book') ? (state.book as FeedReply | undefined) : undefined;
      const session = changed.includes('session')
        ? (state.session as FeedReply | undefined)
        : undefined;
      // one store update for both parts: the page's selectors run once a tick
      useOddsStore
        .getState()
        .applyTick(session ?? null, book ? (book.market.length > 0 ? book : EMPTY_FEED) : null);
      if (session) storeSoon(STORAGE_KEYS.sessionOddsData, () => JSON.stringify(session));
      if (book) {
        storeSoon(STORAGE_KEYS.bookOddsData, () => JSON.stringify(book));
        keep(book);
      }
    },
    snapshotKey: `${eventId}|${marketId}`,
    fetchSnapshot: (signal, first) =>
      (first && !streamed.current && takeEarlyOdds(eventId, marketId)) ||
      getBothOdds(eventId, marketId, signal),
    // the stream's book and session: the first read is not sent twice when the stream goes live
    partsCarrySnapshot: true,
    onSnapshot: ({ session, book }) => {
      // both replies in one go: one store update and one React commit per tick
      useOddsStore
        .getState()
        .applyTick(
          session?.reply ?? null,
          book ? (book.reply.market.length > 0 ? book.reply : EMPTY_FEED) : null,
        );
      if (session) storeSoon(STORAGE_KEYS.sessionOddsData, () => session.text);
      if (book) {
        storeSoon(STORAGE_KEYS.bookOddsData, () => book.text);
        keep(book.reply);
      }
      // a failed first poll still lets the page draw what sits below the markets
      if (!useOddsStore.getState().settled) useOddsStore.setState({ settled: true });
    },
  });
}
