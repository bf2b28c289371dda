import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPost } from './api-post';
import { DEMO, apiLogin } from './session';
import { e2eStack } from './stack';

/** A match of the dashboard, as these tests read it. */
export interface DashboardMatch {
  matchID: string;
  eventId: string;
  marketId: string;
  inPlay: boolean;
  match: string;
  team1: string;
  team2: string;
}

/** POST /__test/Sports/<path>; fails the test on an error reply. */
export async function sportsControl(request: APIRequestContext, path: string, data: object) {
  const res = await request.post(`${e2eStack.apiUrl}/__test/Sports/${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/**
 * A fast clock: the data reset, the feed frozen (the test bowls each ball) with no bet delay, and
 * an upcoming match of the dashboard with the demo player's token. Unfreeze at the end.
 */
export async function frozenUpcomingMatch(request: APIRequestContext) {
  expect((await request.post(`${e2eStack.apiUrl}/__test/Reset`)).ok()).toBe(true);
  await sportsControl(request, 'Control', { Frozen: true, BetDelayMs: 0 });
  const { token } = await apiLogin(request, DEMO);
  const dash = await request.post(`${e2eStack.apiUrl}/DashBoard/GetDashboard`, {
    data: { SportId: 4 },
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await dash.json()).data.sportMathes[0].mathes as DashboardMatch[];
  const match = list.find((m) => !m.inPlay);
  if (!match) throw new Error('no upcoming match');
  return { match, token };
}

/** After the file's tests: the feed running again with the usual 2 s bet delay, the data reset. */
export function unfreezeAfterAll() {
  test.afterAll(async ({ request }) => {
    await sportsControl(request, 'Control', { Frozen: false, BetDelayMs: 2000 });
    await apiPost(request, '/__test/Reset', {});
  });
}

/** One order on a match's odds market (POST /Player/PlaceBet); the reply's envelope. */
export function placeOddsBet(
  request: APIRequestContext,
  token: string,
  match: Pick<DashboardMatch, 'matchID' | 'eventId' | 'marketId'>,
  order: { SelectionId: string | undefined; Side: 'back' | 'lay'; Price: string; Stake: string },
) {
  const market = { MatchId: match.matchID, EventId: match.eventId, MarketId: match.marketId };
  return apiPost(request, '/Player/PlaceBet', { ...market, MarketType: 'odds', ...order }, token);
}

/** Opens a match's odds market for bets (POST /__test/Sports/SetMarketStatus). */
export function openOddsMarket(request: APIRequestContext, match: Pick<DashboardMatch, 'matchID'>) {
  const body = { MatchId: match.matchID, MarketType: 'odds', Status: 'OPEN' };
  return sportsControl(request, 'SetMarketStatus', body);
}

/** One side of a runner's best odds price, its size if given (POST /__test/Sports/SetPrice). */
export function setOddsPrice(
  request: APIRequestContext,
  match: Pick<DashboardMatch, 'matchID'>,
  price: { SelectionId: string | undefined; Side: 'back' | 'lay'; Price: string; Size?: number },
) {
  return sportsControl(request, 'SetPrice', {
    MatchId: match.matchID,
    MarketType: 'odds',
    ...price,
  });
}
