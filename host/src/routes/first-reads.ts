/**
 * Each page's first read by its route path (route-table.tsx), sent at start-up beside the page's
 * code. Plain data and no imports: the federation's start-up plugin reads it before the shared
 * modules have arrived (federation/start-reads.ts).
 */
export interface FirstRead {
  call: string;
  body: object | ((params: Record<string, string | undefined>) => object);
  /**
   * Sent once the shared modules are in (start-logged-in.ts), not by the start-up plugin, and the
   * account's reads with it: a match page's first draw, its replies at hand sooner, came later
   * (Lighthouse's LCP 4.0 against 3.5 s, docs/performance-log.md 2026-11-27).
   */
  afterSharedCode?: true;
}

export const FIRST_READS: Record<string, FirstRead> = {
  '/matches': { call: '/DashBoard/GetDashboard', body: { SportId: 4 } },
  // the scoreboard, the page's largest paint (remote-sports scoreboard/api/get-score.ts)
  '/sportGame/:Matchid/:eventId/:marketId': {
    call: '/Sports/GetScore',
    body: ({ Matchid }) => ({ MatchId: Matchid }),
    afterSharedCode: true,
  },
};

/**
 * The parameters of a route path the address matches as the router does (whole path, any case,
 * one trailing slash allowed), or null.
 */
export function matchRoutePath(path: string, pathname: string): Record<string, string> | null {
  const want = path.split('/');
  const have = pathname.replace(/(.)\/$/, '$1').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const got = have[i] ?? '';
    if (part.startsWith(':')) {
      if (!got) return null;
      params[part.slice(1)] = decodeURIComponent(got);
    } else if (part.toLowerCase() !== got.toLowerCase()) return null;
  }
  return params;
}

/** A first read's body, made from the path's parameters where it depends on them. */
export function readBody(read: FirstRead, params: Record<string, string | undefined>): object {
  return typeof read.body === 'function' ? read.body(params) : read.body;
}

/** The first read of the page at this address: its API path and body, or null. */
export function firstReadOf(
  pathname: string,
): { call: string; body: object; afterSharedCode?: true } | null {
  for (const [path, read] of Object.entries(FIRST_READS)) {
    const params = matchRoutePath(path, pathname);
    if (!params) continue;
    return {
      call: read.call,
      body: readBody(read, params),
      ...(read.afterSharedCode && { afterSharedCode: true }),
    };
  }
  return null;
}
