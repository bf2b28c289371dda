import { useLocation } from 'react-router-dom';
import { useLiveOrPoll, useSessionStore } from 'shared-auth';
import { getDashboard, normaliseMatch, type MatchListItem } from './api/get-dashboard';
import { useMatchesStore } from './matches-store';
import { priceQueue } from './price-queue';

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
  useLiveOrPoll({
    topic: active ? 'dashboard' : null,
    onParts: (state) => show(streamedMatches(state)),
    snapshotKey: active ? 'dashboard' : null,
    fetchSnapshot: (_signal, first) => getDashboard(!first),
    onSnapshot: show,
    onError: (err) => console.error('Match list refresh failed', err),
  });
}
