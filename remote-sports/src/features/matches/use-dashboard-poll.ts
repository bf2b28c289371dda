import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLiveTopic, useSessionStore } from 'shared-auth';
import { getDashboard, normaliseMatch, type MatchListItem } from './api/get-dashboard';
import { useMatchesStore } from './matches-store';
import { priceQueue } from './price-queue';

export const DASHBOARD_POLL_MS = 1000;

/** Shows a reply: a new order or new matches at once; otherwise the prices via the queue. */
function show(items: MatchListItem[]): void {
  const store = useMatchesStore.getState();
  const sameOrder =
    items.length === store.ids.length && items.every((m, i) => m.matchID === store.ids[i]);
  if (!sameOrder) {
    priceQueue.drop();
    store.apply(items);
    return;
  }
  store.apply(items, false);
  priceQueue.show(items);
}

/** The stream's dashboard state as GetDashboard orders it: in play first, then by match id. */
export function streamedMatches(state: Readonly<Record<string, unknown>>): MatchListItem[] {
  return Object.values(state)
    .map((raw) => normaliseMatch(raw as Partial<MatchListItem>))
    .sort((a, b) => Number(b.inPlay) - Number(a.inPlay) || Number(a.matchID) - Number(b.matchID));
}

/**
 * Loads the match list (when logged in; on /matches paths per the spec, or where `always` is set,
 * e.g. the in-play widget) with GetDashboard, then follows the live stream's dashboard topic;
 * while the stream is down GetDashboard is asked every second. Only the first load toasts.
 */
export function useDashboardPoll(always = false): void {
  const loggedIn = useSessionStore((s) => s.isLoggedIn);
  const { pathname } = useLocation();
  const active = loggedIn && (always || pathname.includes('/matches'));
  const live = useLiveTopic(active ? 'dashboard' : null, (state) => show(streamedMatches(state)));
  const loaded = useRef(false);
  useEffect(() => {
    if (!active) loaded.current = false;
  }, [active]);
  useEffect(() => {
    if (!active || (live && loaded.current)) return;
    let first = !loaded.current;
    let busy = false;
    const load = async (): Promise<void> => {
      if (busy) return;
      busy = true;
      try {
        show(await getDashboard(!first));
      } catch (err) {
        console.error('Match list refresh failed', err);
      } finally {
        first = false;
        loaded.current = true;
        busy = false;
      }
    };
    void load();
    const timer = live ? null : setInterval(() => void load(), DASHBOARD_POLL_MS);
    return () => {
      if (timer) clearInterval(timer);
    };
  }, [active, live]);
}
