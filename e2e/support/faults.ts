import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { navigateInApp } from './in-app';
import { DEMO, apiLogin } from './session';
import { e2eStack } from './stack';

const api = e2eStack.apiUrl;

/** What a player must never be shown: raw transport or parser errors. */
export const JARGON =
  /Network Error|Unexpected token|timeout of|exceeded|ECONN|ERR_|status code|undefined|null|\[object|JSON|SyntaxError/;

/** The toasts on screen (react-toastify). */
export const toasts = (page: Page) => page.locator('.Toastify__toast');

/** Collects uncaught errors of the page (exceptions and unhandled rejections). */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Still logged in on the same page: token kept, header shown, no area error panel. */
export async function expectStillLoggedIn(page: Page, path: string): Promise<void> {
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await expect(page.getByTestId('header-name')).toHaveText('Demo Player');
  await expect(page.getByText(/is unavailable/)).toHaveCount(0);
}

/** The API's CORS answer for a reply the test makes up (the browser checks it like a real one). */
function cors(route: Route): Record<string, string> {
  return { 'access-control-allow-origin': route.request().headers()['origin'] ?? '*' };
}

/** A broken server or proxy in front of the API: 500 with an HTML page. */
export const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'text/html',
    headers: cors(route),
    body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
  });

/** A reply cut short: 200 with JSON that does not parse. */
export const malformedJson = (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: cors(route),
    body: '{"status":0,',
  });

/** A reply with the given HTTP status and JSON body. */
export const jsonReply = (status: number, body: object) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: cors(route),
    body: JSON.stringify(body),
  });

async function post(request: APIRequestContext, path: string, data: object = {}, token?: string) {
  const res = await request.post(`${api}${path}`, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { status: number; data: unknown };
}

export interface SportsTarget {
  gamePath: string;
  matchId: string;
  /** data-testid of the first back price of the match odds. */
  backPrice: string;
}

/** The demo players as seeded: no bets, no exposure. */
export async function resetDemo(request: APIRequestContext): Promise<void> {
  await post(request, '/__test/Reset');
}

/** The feed frozen with no bet delay, and one match's odds market open. */
export async function prepareSports(request: APIRequestContext): Promise<SportsTarget> {
  await post(request, '/__test/Sports/Control', { Frozen: true, BetDelayMs: 0 });
  const { token } = await apiLogin(request, DEMO);
  const dash = (await post(request, '/DashBoard/GetDashboard', { SportId: 4 }, token)) as {
    data: { sportMathes: { mathes: { matchID: string; eventId: string; marketId: string }[] }[] };
  };
  const match = dash.data.sportMathes[0]?.mathes[0];
  if (!match) throw new Error('no match in the dashboard');
  await post(request, '/__test/Sports/SetMarketStatus', {
    MatchId: match.matchID,
    MarketType: 'odds',
    Status: 'OPEN',
  });
  const book = await request.get(
    `http://127.0.0.1:${4002 + e2eStack.offset}/MatchOdds/GetOddslite/4/${match.eventId}/${match.marketId}`,
  );
  const runner = ((await book.json()) as { market: { events: { SelectionId: string }[] }[] })
    .market[0]?.events[0];
  if (!runner) throw new Error('no runner in the book');
  return {
    gamePath: `/sportGame/${match.matchID}/${match.eventId}/${match.marketId}`,
    matchId: match.matchID,
    backPrice: `odds-${runner.SelectionId}-back1`,
  };
}

export async function releaseSports(request: APIRequestContext): Promise<void> {
  await post(request, '/__test/Sports/Control', { Frozen: false, BetDelayMs: 2000 });
  await post(request, '/__test/Reset');
}

/** How many of demo's odds bets on the match have this stake ("101.00"), as the API lists them. */
export async function countSportsBets(
  request: APIRequestContext,
  matchId: string,
  stake: string,
): Promise<number> {
  const { token } = await apiLogin(request, DEMO);
  const reply = (await post(request, '/Player/GetOddsBetList', { Id: matchId }, token)) as {
    data: { amount: string }[];
  };
  return reply.data.filter((b) => b.amount === stake).length;
}

/** How many of demo's bets in a round of Teen Patti T20 have this stake ("102.00"). */
export async function countCasinoBets(
  request: APIRequestContext,
  roundId: string,
  stake: string,
): Promise<number> {
  const { token } = await apiLogin(request, DEMO);
  const reply = (await post(request, '/Casino/GetTableState', { TableCode: 't20' }, token)) as {
    data: { roundId: string; bets: { stake: string }[] };
  };
  expect(reply.data.roundId, 'the round is still the one bet on').toBe(roundId);
  return reply.data.bets.filter((b) => b.stake === stake).length;
}

/** A fresh Teen Patti T20 round (20 s of betting). */
export async function nextCasinoRound(request: APIRequestContext): Promise<void> {
  await post(request, '/__test/Casino/NextRound', { TableCode: 't20' });
}

/** Opens the match in-app and the bet slip on its first back price with a stake typed in. */
export async function openSportsSlip(page: Page, target: SportsTarget, stake: string) {
  if (new URL(page.url()).pathname !== target.gamePath) await navigateInApp(page, target.gamePath);
  await page.getByTestId(target.backPrice).click();
  const slip = page.getByRole('dialog', { name: 'Bet slip' });
  await slip.getByLabel('Stake').fill(stake);
  return slip;
}

/** Opens Teen Patti T20 in-app and a slip on Player A with a stake typed in. */
export async function openCasinoSlip(page: Page, stake: string) {
  if (new URL(page.url()).pathname !== '/games/teenpatti-t20')
    await navigateInApp(page, '/games/teenpatti-t20');
  await expect(page.getByTestId('round-status')).toHaveText('Betting open');
  await page.getByRole('button', { name: /^Winner Player A / }).click();
  const slip = page.getByRole('form', { name: 'bet slip' });
  await slip.getByLabel('Stake').fill(stake);
  return slip;
}

type Fault = (route: Route) => Promise<void>;

/**
 * Routes the POSTs to `pattern` on a page or a whole context: the first gets `fault`, later
 * ones reach the API untouched. Returns the Idempotency-Key of every POST seen, in order.
 */
export async function faultFirstPost(
  target: Pick<Page, 'route'>,
  pattern: string,
  fault: Fault,
): Promise<string[]> {
  const keys: string[] = [];
  await target.route(pattern, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    return keys.length === 1 ? fault(route) : route.continue();
  });
  return keys;
}

/** The request reaches the API (the bet is made), then the connection drops before the reply. */
export const dropAfterServer: Fault = async (route) => {
  await route.fetch();
  await route.abort('internetdisconnected');
};

/** The request reaches the API, which answers, but the reply arrives cut short. */
export const malformedAfterServer: Fault = async (route) => {
  await route.fetch();
  await malformedJson(route);
};
