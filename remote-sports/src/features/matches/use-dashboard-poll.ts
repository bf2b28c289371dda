import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLiveTopic, useSessionStore } from 'shared-auth';
import { getDashboard, normaliseMatch, type MatchListItem } from './api/get-dashboard';
import { useMatchesStore } from './matches-store';

export const DASHBOARD_POLL_MS = 1000;

/** Matches whose new prices are shown per frame: a tick of 50 is drawn over seven frames. */
export const MATCHES_PER_FRAME = 8;

/** Resolves after the next frame was drawn (at once-ish in a hidden tab, where frames stop). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (document.hidden || typeof requestAnimationFrame !== 'function') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Shows a reply: a new order or new matches at once; otherwise the prices a few matches per
 * frame, so that no one task re-renders, lays out and paints every changed price of the page
 * (216 a tick with 50 matches: over 50 ms on a slow phone).
 */
async function show(items: MatchListItem[], stopped: () => boolean): Promise<void> {
  const store = useMatchesStore.getState();
  const sameOrder =
    items.length === store.ids.length && items.every((m, i) => m.matchID === store.ids[i]);
  if (!sameOrder) {
    store.apply(items);
    return;
  }
  store.apply(items, false);
  for (let i = 0; i < items.length; i += MATCHES_PER_FRAME) {
    if (i > 0) await afterNextFrame();
    if (stopped()) return;
    useMatchesStore.getState().applyPrices(items.slice(i, i + MATCHES_PER_FRAME));
  }
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
  const showing = useRef<Promise<void>>(Promise.resolve());
  const live = useLiveTopic(active ? 'dashboard' : null, (state) => {
    // One tick is drawn before the next starts (show spreads a tick over a few frames).
    showing.current = showing.current.then(() => show(streamedMatches(state), () => false));
  });
  const loaded = useRef(false);
  useEffect(() => {
    if (!active) loaded.current = false;
  }, [active]);
  useEffect(() => {
    if (!active || (live && loaded.current)) return;
    let first = !loaded.current;
    let busy = false;
    let stopped = false;
    const load = async (): Promise<void> => {
      if (busy) return;
      busy = true;
      try {
        await show(await getDashboard(!first), () => stopped);
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
      stopped = true;
      if (timer) clearInterval(timer);
    };
  }, [active, live]);
}
