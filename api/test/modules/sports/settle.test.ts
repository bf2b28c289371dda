import {
  balanceOf,
  fancyBet,
  inPlayMatch,
  NOT_HOUSE,
  sportsFixture,
} from '../../support/sports-helpers';

const fx = sportsFixture();

const settle = (payload: object) =>
  fx.t.app.inject({ method: 'POST', url: '/__test/Sports/SettleMatch', payload });

describe('settlement', () => {
  it('settles every market exactly once with commission per the player rates', async () => {
    const m = inPlayMatch(fx.t);
    const [a, b] = m.odds.runners;
    // fixed prices so the numbers are exact
    a!.back = [200, 0, 0]; // one level a side: no deeper one crosses
    b!.lay = [300, 0, 0];
    const base = {
      MatchId: m.matchId,
      EventId: m.eventId,
      MarketId: m.odds.marketId,
      MarketType: 'odds',
    };
    const s0 = m.sessions[0]!;
    s0.yesLine = 50;
    s0.yesRate = 100;
    s0.noLine = 49;
    s0.noRate = 100;
    const bets = [
      { ...base, SelectionId: a!.selectionId, Side: 'back', Price: '2.00', Stake: '1000.00' }, // A wins: +1000
      { ...base, SelectionId: b!.selectionId, Side: 'lay', Price: '3.00', Stake: '500.00' }, // B loses: +500
      fancyBet(m, 'yes', '200.00', 0), // YES 50, score 55: +200
      fancyBet(m, 'no', '100.00', 0), // NO 49, score 55: -100
    ];
    for (const body of bets)
      expect((await fx.demo.post('/Player/PlaceBet', body)).json().status).toBe(0);
    expect(
      (await fx.demo2.post('/Player/PlaceBet', { ...bets[0], Stake: '100.00' })).json().status,
    ).toBe(0);
    expect((await balanceOf(fx.demo)).exposure).not.toBe('0.00');

    const res = await settle({
      MatchId: m.matchId,
      WinnerSelectionId: a!.selectionId,
      Scores: { [s0.selectionId]: 55 },
    });
    expect(res.json().status).toBe(0);
    // odds: pl 1500, commission 2% = 30; fancy: pl 100, commission 3% = 3
    expect(await balanceOf(fx.demo)).toEqual({
      balance: '101567.00',
      exposure: '0.00',
      available: '101567.00',
    });
    expect(await balanceOf(fx.demo2)).toEqual({
      balance: '25098.00',
      exposure: '0.00',
      available: '25098.00',
    });

    const ledger = await fx.t.db.query<{ kind: string; amount: number; description: string }>(
      `SELECT kind, amount, description FROM ledger l JOIN users u ON u.id = l.user_id WHERE u.username = 'demo' AND ref_type = 'sports_market' AND ref_id LIKE $1 ORDER BY l.id`,
      [`sports:${m.matchId}:%`],
    );
    expect(ledger).toEqual([
      { kind: 'settlement', amount: 150_000, description: `${m.team1} v ${m.team2} - Match Odds` },
      {
        kind: 'commission',
        amount: -3_000,
        description: `Commission - ${m.team1} v ${m.team2} - Match Odds`,
      },
      { kind: 'settlement', amount: 10_000, description: `${m.team1} v ${m.team2} - ${s0.name}` },
      {
        kind: 'commission',
        amount: -300,
        description: `Commission - ${m.team1} v ${m.team2} - ${s0.name}`,
      },
    ]);
    const rows = await fx.t.db.query<{
      status: string;
      result: string;
      pl: number;
      commission: number;
      market_type: string;
    }>(
      `SELECT b.status, b.result, b.pl, b.commission, b.market_type FROM sports_bets b JOIN users u ON u.id = b.user_id WHERE u.username = 'demo' AND b.match_id = $1 ORDER BY b.id`,
      [m.matchId],
    );
    expect(rows.map((r) => [r.status, r.result, r.pl])).toEqual([
      ['settled', a!.name, 100_000],
      ['settled', a!.name, 50_000],
      ['settled', '55', 20_000],
      ['settled', '55', -10_000],
    ]);
    expect(rows.filter((r) => r.market_type === 'odds').reduce((s, r) => s + r.commission, 0)).toBe(
      3_000,
    );

    // a second settle changes nothing
    expect((await settle({ MatchId: m.matchId })).json()).toEqual({
      status: 1,
      message: 'Match already settled',
      data: null,
    });
    expect((await balanceOf(fx.demo)).balance).toBe('101567.00');
    const count = await fx.t.db.query(
      `SELECT 1 FROM ledger WHERE ref_type = 'sports_market' AND ref_id LIKE $1 AND ${NOT_HOUSE}`,
      [`sports:${m.matchId}:%`],
    );
    expect(count).toHaveLength(6);
    // the finished match leaves the dashboard and a new one replaces it
    const dash = (await fx.demo.post('/DashBoard/GetDashboard', { SportId: 4 })).json().data
      .sportMathes[0].mathes;
    expect(dash.map((x: { matchID: string }) => x.matchID)).not.toContain(m.matchId);
    expect(dash).toHaveLength(10);
  });

  it('a losing market debits the balance without commission', async () => {
    const m = inPlayMatch(fx.t);
    const [a, b] = m.odds.runners;
    const body = {
      MatchId: m.matchId,
      EventId: m.eventId,
      MarketId: m.book.marketId,
      MarketType: 'book',
      SelectionId: m.book.runners[0]!.selectionId,
      Side: 'back',
      Price: String(m.book.runners[0]!.back[0]),
      Stake: '300.00',
    };
    const before = await balanceOf(fx.demo2);
    expect((await fx.demo2.post('/Player/PlaceBet', body)).json().status).toBe(0);
    await settle({ MatchId: m.matchId, WinnerSelectionId: b!.selectionId });
    const after = await balanceOf(fx.demo2);
    expect(Number(after.balance)).toBe(Number(before.balance) - 300);
    expect(after.exposure).toBe('0.00');
    void a;
  });
});
