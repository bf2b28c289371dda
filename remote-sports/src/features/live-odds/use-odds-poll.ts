import { useEffect, useRef } from 'react';
import type { FeedReply } from 'shared-api-types';
import { STORAGE_KEYS, useLiveTopic } from 'shared-auth';
import { getOdds } from './api/get-odds';
import { EMPTY_FEED } from '../../lib/odds/feed-types';
import { useOddsStore } from '../../lib/odds/odds-store';

export const ODDS_POLL_MS = 1000;

function store(key: string, text: string): void {
  try {
    window.localStorage.setItem(key, text);
  } catch {
    // storage full or blocked: the page still works from memory
  }
}

/**
 * The match's prices: the odds hosts give the first snapshot, then the live stream's
 * match:<eventId> topic carries every change; while the stream is down both hosts are polled
 * every second. A failed fetch is only logged to the console (the stale mark shows after a few
 * seconds). Replies are kept in sessionOddsData / bookOddsData; leaving the page clears
 * sessionOddsData.
 */
export function useOddsPoll(eventId: string, marketId: string): void {
  const live = useLiveTopic(eventId ? `match:${eventId}` : null, (state, changed) => {
    const { applyBook, applySession } = useOddsStore.getState();
    const book = state.book as FeedReply | undefined;
    const session = state.session as FeedReply | undefined;
    if (session && changed.includes('session')) {
      applySession(session);
      store(STORAGE_KEYS.sessionOddsData, JSON.stringify(session));
    }
    if (book && changed.includes('book')) {
      applyBook(book.market.length > 0 ? book : EMPTY_FEED);
      store(STORAGE_KEYS.bookOddsData, JSON.stringify(book));
    }
  });
  // The first snapshot comes from the odds hosts even when the stream is already live.
  const polledFor = useRef('');
  useEffect(() => {
    useOddsStore.getState().reset();
    return () => window.localStorage.removeItem(STORAGE_KEYS.sessionOddsData);
  }, [eventId, marketId]);
  useEffect(() => {
    const { applyBook, applySession } = useOddsStore.getState();
    const controller = new AbortController();
    let busy = false;
    const poll = async (): Promise<void> => {
      if (busy) return;
      busy = true;
      const fail = (label: string) => (err: unknown) => {
        if (!controller.signal.aborted) console.error(`${label} odds fetch failed`, err);
        return null;
      };
      const [session, book] = await Promise.all([
        getOdds('session', eventId, marketId, controller.signal).catch(fail('Session')),
        getOdds('book', eventId, marketId, controller.signal).catch(fail('Book')),
      ]);
      busy = false;
      if (controller.signal.aborted) return;
      // both replies in one go: one React commit per tick instead of one per host
      if (session) {
        applySession(session.reply);
        store(STORAGE_KEYS.sessionOddsData, session.text);
      }
      if (book) {
        applyBook(book.reply.market.length > 0 ? book.reply : EMPTY_FEED);
        store(STORAGE_KEYS.bookOddsData, book.text);
      }
      // a failed first poll still lets the page draw what sits below the markets
      if (!useOddsStore.getState().settled) useOddsStore.setState({ settled: true });
    };
    const key = `${eventId}|${marketId}`;
    if (!live || polledFor.current !== key) void poll();
    polledFor.current = key;
    const timer = live ? null : setInterval(() => void poll(), ODDS_POLL_MS);
    return () => {
      if (timer) clearInterval(timer);
      controller.abort();
    };
  }, [eventId, marketId, live]);
}
