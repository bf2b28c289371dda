import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLiveOrPoll, useSessionStore } from 'shared-auth';
import { getDashboard, normaliseMatch, type MatchListItem } from './api/get-dashboard';
import { readLastList, saveLastListThrottled } from './last-list';
import { useMatchesStore } from './matches-store';
import { priceQueue } from './price-queue';

/**
 * Shows a reply: a new order or new matches at once, and the first live list over a stored one at
 * once (every stored price replaced); otherwise the prices via the queue. Keeps it for the next visit.
 */
function show(items: MatchListItem[]): void {
  saveLastListThrottled(useSessionStore.getState().name, items);
  const store = useMatchesStore.getState();
  const sameOrder =
    items.length === store.ids.length && items.every((m, i) => m.matchID === store.ids[i]);
  if (!sameOrder || store.stale) {
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
 * Until the first reply, the list this player was shown last time is painted, marked stale.
 */
export function useDashboardPoll(always = false): void {
  const loggedIn = useSessionStore((s) => s.isLoggedIn);
  const player = useSessionStore((s) => s.name);
  const { pathname } = useLocation();
  const active = loggedIn && (always || pathname.includes('/matches'));
  // before the first paint: the list replaces the spinner without a frame in between
  useLayoutEffect(() => {
    if (!active || useMatchesStore.getState().loaded) return;
    const last = readLastList(player);
    if (last) useMatchesStore.getState().restore(last);
  }, [active, player]);
  useLiveOrPoll({
    topic: active ? 'dashboard' : null,
    onParts: (state) => show(streamedMatches(state)),
    snapshotKey: active ? 'dashboard' : null,
    fetchSnapshot: (_signal, first) => getDashboard(!first),
    onSnapshot: show,
    onError: (err) => console.error('Match list refresh failed', err),
  });
}
