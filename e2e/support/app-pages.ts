import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin } from './session';
import { e2eStack } from './stack';

/**
 * Every path of host/src/routes/route-table.tsx, read from its source so a new route is checked
 * without editing this list: the rows' `['/x'`, and the casino games' `path: 'x'` under /games.
 */
export function routeTablePaths(): string[] {
  const source = readFileSync(path.join(e2eStack.root, 'host/src/routes/route-table.tsx'), 'utf8');
  const rows = [...source.matchAll(/\[\s*'(\/[^'\n]*)'/g)].map(([, p = '']) => p);
  const games = [...source.matchAll(/\bpath: '([^'\n]+)'/g)].map(([, p = '']) => `/games/${p}`);
  return [...rows, ...games];
}

/**
 * The dashboard's first match (in-play matches come first), for the routes with
 * :Matchid/:eventId/:marketId; `{ upcoming: true }` the first not yet in play, whose odds market
 * is open (an in-play one is suspended after a wicket and between innings).
 */
export async function firstMatch(request: APIRequestContext, which: { upcoming?: boolean } = {}) {
  const { token } = await apiLogin(request);
  const res = await request.post(`${e2eStack.apiUrl}/DashBoard/GetDashboard`, {
    data: { SportId: 4 },
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await res.json()).data.sportMathes[0].mathes as {
    matchID: string;
    eventId: string;
    marketId: string;
    inPlay: boolean;
  }[];
  const first = list.find((m) => !which.upcoming || !m.inPlay);
  if (!first) throw new Error(`the dashboard lists no ${which.upcoming ? 'upcoming ' : ''}match`);
  return first;
}

export function fillParams(
  route: string,
  match: { matchID: string; eventId: string; marketId: string },
) {
  return route
    .replace(':Matchid', match.matchID)
    .replace(':eventId', match.eventId)
    .replace(':marketId', match.marketId);
}

/** Waits for a page to settle: its title set, no lazy-page spinner, remote content drawn. */
export async function settle(page: Page) {
  await expect(page).toHaveTitle(/\| Cricket Exchange$/);
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(800);
}
