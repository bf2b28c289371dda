/** A match page's path (docs/sports.md); routes ignore letter case. */
const MATCH_PAGE = /^\/sportgame\/[^/]+\/[^/]+\/[^/]+$/i;

let lastMatchPath: string | null = null;

/**
 * Where the header's waiting count leads: the unmatched bets (an anchor of the match page) of
 * this match page, or of the last one seen in this tab; before any, the match list.
 */
export function waitingBetsPath(pathname: string): string {
  if (MATCH_PAGE.test(pathname)) lastMatchPath = pathname;
  return lastMatchPath ? `${lastMatchPath}#unmatched-bets` : '/matches';
}
