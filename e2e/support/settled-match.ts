import { expect, type APIRequestContext } from '@playwright/test';
import { apiPost } from './api-post';
import { DEMO, apiLogin } from './session';
import { e2eStack } from './stack';

interface DashboardMatch {
  matchID: string;
  eventId: string;
  marketId: string;
  match: string;
  result?: string | null;
}
interface FeedEvent {
  SelectionId: string;
  status?: string;
}

export interface SettledMatch {
  /** "Team A v Team B", the name its ledger line shows. */
  name: string;
  matchId: string;
}

async function post(request: APIRequestContext, path: string, data: object, token?: string) {
  const body = await apiPost(request, path, data, token);
  expect(body.status, body.message).toBe(0);
  return body;
}

/**
 * A cricket match settled with two winning bets of demo's, made through test control: back the
 * first runner for 100 at 2.00 (+100.00) and YES on a fancy session at line 50, rate 100, for
 * 100 (+100.00), then the match played out with that runner winning and the session at 55.
 * The feed is left frozen; the caller unfreezes it.
 */
export async function settleMatchWithBets(request: APIRequestContext): Promise<SettledMatch> {
  await post(request, '/__test/Sports/Control', { Frozen: true, BetDelayMs: 0 });
  const { token } = await apiLogin(request, DEMO);
  const dash = await post(request, '/DashBoard/GetDashboard', { SportId: 4 }, token);
  const list = (dash.data as { sportMathes: { mathes: DashboardMatch[] }[] }).sportMathes[0];
  // not finished (a match played out by an earlier spec keeps its row a while)
  const match = list?.mathes.find((m) => !m.result);
  if (!match) throw new Error('no unfinished match in the dashboard');
  const feed = async (port: number) => {
    const res = await request.get(
      `http://127.0.0.1:${port + e2eStack.offset}/MatchOdds/GetOddslite/4/${match.eventId}/${match.marketId}`,
    );
    return ((await res.json()) as { market: { events: FeedEvent[] }[] }).market[0]?.events ?? [];
  };
  const runner = (await feed(4002))[0];
  const session = (await feed(4001)).find((e) => e.status !== 'CLOSED');
  if (!runner || !session) throw new Error(`match ${match.matchID} has no runner or session`);
  const ids = { MatchId: match.matchID, EventId: match.eventId, MarketId: match.marketId };
  const bets = [
    { MarketType: 'odds', SelectionId: runner.SelectionId, Side: 'back', Price: '2.00' },
    {
      MarketType: 'session',
      SelectionId: session.SelectionId,
      Side: 'yes',
      Price: '100',
      Line: 50,
    },
  ];
  for (const bet of bets) {
    await post(request, '/__test/Sports/SetMarketStatus', {
      MatchId: match.matchID,
      MarketType: bet.MarketType,
      Status: 'OPEN',
    });
    await post(request, '/__test/Sports/SetPrice', { MatchId: match.matchID, ...bet });
    const placed = await post(request, '/Player/PlaceBet', { ...ids, ...bet, Stake: '100' }, token);
    expect(placed.message).toBe('Bet placed');
  }
  await post(request, '/__test/Sports/SettleMatch', {
    MatchId: match.matchID,
    WinnerSelectionId: runner.SelectionId,
    Scores: { [session.SelectionId]: 55 },
  });
  return { name: match.match, matchId: match.matchID };
}
