import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSessionStore } from 'shared-auth';
import { getDashboard } from './api/get-dashboard';
import { useMatchesStore } from './matches-store';

export const DASHBOARD_POLL_MS = 1000;

/**
 * Loads the match list (when logged in; on /matches paths per the spec, or where `always` is set,
 * e.g. the in-play widget) and refreshes the prices every second. Only the first load toasts.
 */
export function useDashboardPoll(always = false): void {
  const loggedIn = useSessionStore((s) => s.isLoggedIn);
  const { pathname } = useLocation();
  const active = loggedIn && (always || pathname.includes('/matches'));
  useEffect(() => {
    if (!active) return;
    let first = true;
    let busy = false;
    const load = async (): Promise<void> => {
      if (busy) return;
      busy = true;
      try {
        useMatchesStore.getState().apply(await getDashboard(!first));
      } catch (err) {
        console.error('Match list refresh failed', err);
      } finally {
        first = false;
        busy = false;
      }
    };
    void load();
    const timer = setInterval(() => void load(), DASHBOARD_POLL_MS);
    return () => clearInterval(timer);
  }, [active]);
}
