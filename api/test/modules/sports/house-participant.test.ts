import { marketKey } from '../../../src/modules/sports/market-key';
import { moneyProblems } from '../../reliability/money-invariants';
import { ladderFixture } from '../../support/ladder-fixture';

// The market: 4,075 on offer to back at 1.55, then 1.45 and 1.40; lays from 1.60.
const { fx, match, at } = ladderFixture({
  back: [155, 145, 140],
  backSize: [4075, 1000, 1000],
  lay: [160, 161, 162],
  laySize: [5000, 5000, 5000],
});
beforeEach(() => {
  const r1 = match().odds.runners[1]!;
  r1.back = [240, 230, 220];
  r1.backSize = [1000, 1000, 1000];
  r1.lay = [250, 260, 270];
  r1.laySize = [1000, 1000, 1000];
});

const ids = async () =>
  new Map(
    (
      await fx.t.db.query<{ id: number; username: string }>(
        `SELECT id, username FROM users WHERE username IN ('demo', 'demo2', '__house')`,
      )
    ).map((u) => [u.username, u.id]),
  );
const runnersOf = (key: string) => {
  for (const kind of ['odds', 'toss'] as const)
    if (key === marketKey(match().matchId, kind, match()[kind].marketId))
      return match()[kind].runners.map((r) => r.selectionId);
  throw new Error(`no runners for ${key}`);
};

describe('the house is a participant', () => {
  it('used-up sizes: after 4,075 at 1.55 is taken, nothing more is offered there until a re-quote', async () => {
    const first = (await at(fx.demo, 'back', '4075.00', '1.55')).json();
    expect(first.data).toMatchObject({ matched: '4075.00', matchedPrice: '1.55', waiting: '0.00' });
    const second = (await at(fx.demo2, 'back', '100.00', '1.55')).json();
    expect(second.data).toMatchObject({ matched: '0.00', waiting: '100.00' });
    const who = await ids();
    const house = await fx.t.db.query<{ side: string; price: number; stake: number }>(
      `SELECT side, price, stake::int AS stake FROM sports_bets WHERE user_id = $1 AND match_id = $2`,
      [who.get('__house'), match().matchId],
    );
    expect(house).toEqual([{ side: 'lay', price: 155, stake: 407500 }]);
    // The engine re-quotes (its quote moved): the house's levels are placed again in full and
    // cross demo2's waiting back at 1.55 (filled at demo2's price, below the house's 1.56).
    match().odds.runners[0]!.back = [156, 145, 140];
    await fx.t.sports.fillOrders();
    const left = (await fx.demo2.post('/Player/GetUnmatchedBets', { Id: match().matchId })).json()
      .data;
    expect(left).toEqual([]);
    const demo2Bets = (
      await fx.demo2.post('/Player/GetOddsBetList', { Id: match().matchId })
    ).json().data;
    expect(demo2Bets).toEqual([expect.objectContaining({ rate: '1.55', amount: '100.00' })]);
    expect(await moneyProblems(fx.t.db, [...who.values()], runnersOf)).toEqual([]);
  });

  it('the P/L of all participants of a settled market, house included, sums to zero before commission', async () => {
    expect((await at(fx.demo, 'back', '5000.00', '1.45')).json().data.matched).toBe('5000.00');
    await at(fx.demo, 'lay', '300.00', '1.58');
    expect((await at(fx.demo2, 'back', '500.00', '1.56')).json().data.matched).toBe('300.00');
    expect((await at(fx.demo2, 'lay', '700.00', '2.50', { runner: 1 })).json().data.matched).toBe(
      '700.00',
    );
    const who = await ids();
    const houseBefore = (
      await fx.t.db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [
        who.get('__house'),
      ])
    )[0]!.balance;
    const winner = match().odds.runners[1]!.selectionId;
    const res = await fx.t.app.inject({
      method: 'POST',
      url: '/__test/Sports/SettleMatch',
      payload: { MatchId: match().matchId, WinnerSelectionId: winner },
    });
    expect(res.json().status).toBe(0);
    const pls = await fx.t.db.query<{ user_id: number; pl: number; commission: number }>(
      `SELECT user_id, SUM(pl)::bigint AS pl, SUM(commission)::bigint AS commission FROM sports_bets
        WHERE match_id = $1 AND market_type = 'odds' AND status = 'settled' GROUP BY user_id`,
      [match().matchId],
    );
    expect(pls.map((p) => p.user_id).sort()).toEqual([...who.values()].sort());
    expect(pls.reduce((sum, p) => sum + p.pl, 0)).toBe(0);
    const housePl = pls.find((p) => p.user_id === who.get('__house'))!;
    expect(housePl.commission).toBe(0);
    const houseAfter = (
      await fx.t.db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [
        who.get('__house'),
      ])
    )[0]!.balance;
    expect(houseAfter - houseBefore).toBe(housePl.pl);
    expect(await moneyProblems(fx.t.db, [...who.values()], runnersOf)).toEqual([]);
  });

  it("a taker's lay pays the backer's win to the cent: the market still sums to zero", async () => {
    // 100.01 laid at the house's 1.60: the backer wins floor(10001 x 0.60) = 60.00; the layer
    // was written a liability of 60.01 (a lay's own payoff, rounded up): a cent from nowhere
    const lay = (await at(fx.demo, 'lay', '100.01', '1.60')).json();
    expect(lay.data).toMatchObject({ matched: '100.01', waiting: '0.00' });
    const res = await fx.t.app.inject({
      method: 'POST',
      url: '/__test/Sports/SettleMatch',
      payload: {
        MatchId: match().matchId,
        WinnerSelectionId: match().odds.runners[0]!.selectionId,
      },
    });
    expect(res.json().status).toBe(0);
    const pls = await fx.t.db.query<{ username: string; pl: number }>(
      `SELECT u.username, SUM(b.pl)::bigint AS pl FROM sports_bets b JOIN users u ON u.id = b.user_id
        WHERE b.match_id = $1 AND b.market_type = 'odds' GROUP BY u.username ORDER BY u.username`,
      [match().matchId],
    );
    expect(pls.map((p) => [p.username, Number(p.pl)])).toEqual([
      ['__house', 6000],
      ['demo', -6000],
    ]);
  });

  it('the house account cannot log in', async () => {
    const res = await fx.t.app.inject({
      method: 'POST',
      url: '/Authenticate/Login',
      payload: { UserName: '__house', Password: '!', IpAddress: '0.0.0.0' },
    });
    expect(res.json().status).not.toBe(0);
    expect(res.json().token || null).toBeNull();
  });
});
