import { useEffect } from 'react';
import { STORAGE_KEYS } from 'shared-auth';
import { getOdds } from './api/get-odds';
import { EMPTY_FEED } from './feed-types';
import { useOddsStore } from './odds-store';

export const ODDS_POLL_MS = 1000;

function store(key: string, text: string): void {
  try {
    window.localStorage.setItem(key, text);
  } catch {
    // storage full or blocked: the page still works from memory
  }
}

/**
 * Polls both odds hosts every second while mounted. A failed fetch is only logged to the console
 * (the stale mark shows after a few seconds). Replies are kept in sessionOddsData / bookOddsData;
 * leaving the page clears sessionOddsData.
 */
export function useOddsPoll(eventId: string, marketId: string): void {
  useEffect(() => {
    const { applyBook, applySession, reset } = useOddsStore.getState();
    reset();
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
      if (!useOddsStore.getState().settled) useOddsStore.setState({ settled: true });
    };
    void poll();
    const timer = setInterval(() => void poll(), ODDS_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
      window.localStorage.removeItem(STORAGE_KEYS.sessionOddsData);
    };
  }, [eventId, marketId]);
}
