import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from 'shared-auth';

/** Paths containing '/sportGame/' are game pages (docs/sports.md); routes ignore letter case. */
export const isGamePage = (pathname: string) => pathname.toLowerCase().includes('/sportgame/');

/**
 * The stored session odds belong to the match page only: cleared on every location that is not
 * a game page, the first one of a page load included (the match page's own clean-up on unmount
 * does not run when the tab is reloaded or closed).
 */
export function useClearSessionOddsOffGamePages() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isGamePage(pathname)) window.localStorage.removeItem(STORAGE_KEYS.sessionOddsData);
  }, [pathname]);
}
