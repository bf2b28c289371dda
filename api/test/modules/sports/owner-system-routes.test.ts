import { sportsFixture, upcomingMatch } from '../../support/sports-helpers';

// The calls one process sends a market's owner (exchange/owner-calls.ts) exist only on the
// hand-over listener: on the public port they are the router's 404, whatever the body.

const fx = sportsFixture({ resetEachTest: true });

describe('/Internal/SettleMarket and /Internal/LapseInPlay on the public port', () => {
  it('are not found, and settle or lapse nothing, for a player or anyone', async () => {
    const m = upcomingMatch(fx.t);
    const winner = m.odds.runners[0]!;
    const settle = {
      Kind: 'odds',
      MatchId: m.matchId,
      MarketId: m.odds.marketId,
      WinnerId: winner.selectionId,
      WinnerName: winner.name,
    };
    const calls = [
      fx.demo.post('/Internal/SettleMarket', settle),
      fx.t.app.inject({ method: 'POST', url: '/Internal/SettleMarket', payload: settle }),
      fx.t.app.inject({ method: 'POST', url: '/Internal/SettleMarket', payload: { Kind: 1 } }),
      fx.demo.post('/Internal/LapseInPlay', { MatchId: m.matchId, MarketId: m.odds.marketId }),
      fx.t.app.inject({
        method: 'POST',
        url: '/Internal/LapseInPlay',
        headers: { 'x-api-handover': 'guess' },
        payload: { MatchId: m.matchId, MarketId: m.odds.marketId },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 1, code: 'REQUEST_REJECTED' });
    }
    const [market] = await fx.t.db.query<{ status: string }>(
      `SELECT status FROM sports_markets WHERE match_id = $1 AND market_type = 'odds'`,
      [m.matchId],
    );
    expect(market?.status).toBe('open');
  });
});
