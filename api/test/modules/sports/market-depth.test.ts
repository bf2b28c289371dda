import type { DepthLevel, MarketDepth } from 'shared-api-types';
import { GAP_LADDER, ladderFixture } from '../../support/ladder-fixture';
import type { Player } from '../../support/sports-helpers';

const { fx, match, at } = ladderFixture(GAP_LADDER);
let sid: string;
beforeEach(async () => {
  sid = match().odds.runners[0]!.selectionId;
  // the house's quote stored as orders, as the simulator keeps it
  await fx.t.sports.fillOrders();
});

const depth = async (p: Player, body: object = {}): Promise<MarketDepth> => {
  const res = await p.post('/Sports/GetMarketDepth', {
    MatchId: match().matchId,
    SelectionId: sid,
    ...body,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 0 });
  return res.json().data;
};
const level = (d: MarketDepth, price: string): DepthLevel | undefined =>
  d.levels.find((l) => l.price === price);
const coins = (cents: number) => (cents / 100).toFixed(2);

/** The runner's waiting orders summed per price straight from the store, as depth levels. */
async function storedBook(): Promise<Map<string, { toBack: string; toLay: string }>> {
  const rows = await fx.t.db.query<{ side: string; price: number; size: number }>(
    `SELECT side, price, SUM(remaining)::int AS size FROM sports_orders
      WHERE match_id = $1 AND market_type = 'odds' AND selection_id = $2 AND state = 'waiting'
      GROUP BY side, price`,
    [match().matchId, sid],
  );
  const out = new Map<string, { toBack: string; toLay: string }>();
  for (const r of rows) {
    const key = (r.price / 100).toFixed(2);
    const l = out.get(key) ?? { toBack: '0.00', toLay: '0.00' };
    if (r.side === 'lay') l.toBack = coins(r.size);
    else l.toLay = coins(r.size);
    out.set(key, l);
  }
  return out;
}

/** The runner's matched backer's stake per price from the stored bets (back sides). */
async function storedTrades(): Promise<Map<string, string>> {
  const rows = await fx.t.db.query<{ price: number; size: number }>(
    `SELECT price, SUM(stake)::int AS size FROM sports_bets
      WHERE match_id = $1 AND market_type = 'odds' AND selection_id = $2 AND side = 'back'
      GROUP BY price`,
    [match().matchId, sid],
  );
  return new Map(rows.map((r) => [(r.price / 100).toFixed(2), coins(r.size)]));
}

describe('POST /Sports/GetMarketDepth', () => {
  it('the whole book at every price, the house included: equal to the stored waiting orders', async () => {
    await at(fx.demo, 'lay', '100.00', '1.55');
    await at(fx.demo2, 'back', '300.00', '1.57');
    const d = await depth(fx.demo);
    const stored = await storedBook();
    // all six house levels and the two players' prices
    expect(stored.size).toBe(8);
    expect(
      new Map(
        d.levels
          .filter((l) => l.toBack !== '0.00' || l.toLay !== '0.00')
          .map((l) => [l.price, { toBack: l.toBack, toLay: l.toLay }]),
      ),
    ).toEqual(stored);
    expect(level(d, '1.55')).toMatchObject({ toBack: '100.00', toLay: '0.00' });
    expect(level(d, '1.57')).toMatchObject({ toBack: '0.00', toLay: '300.00' });
    expect(level(d, '1.50')).toMatchObject({ toBack: '5000.00' });
    expect(level(d, '1.62')).toMatchObject({ toLay: '5000.00' });
    // lowest price first
    const prices = d.levels.map((l) => Number(l.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(d).toMatchObject({ matchId: match().matchId, marketType: 'odds', selectionId: sid });
  });

  it("marks the caller's own waiting orders only, never another player's", async () => {
    await at(fx.demo, 'lay', '100.00', '1.55');
    await at(fx.demo2, 'back', '300.00', '1.57');
    const mine = await depth(fx.demo);
    expect(level(mine, '1.55')).toMatchObject({ myLay: '100.00', myBack: '0.00' });
    expect(level(mine, '1.57')).toMatchObject({ myLay: '0.00', myBack: '0.00' });
    const theirs = await depth(fx.demo2);
    expect(level(theirs, '1.55')).toMatchObject({ myLay: '0.00', myBack: '0.00' });
    expect(level(theirs, '1.57')).toMatchObject({ myBack: '300.00', myLay: '0.00' });
    // the house's orders are nobody's own
    for (const d of [mine, theirs])
      expect(
        d.levels.filter((l) => l.myBack !== '0.00' || l.myLay !== '0.00').map((l) => l.price),
      ).toHaveLength(1);
  });

  it('traded volume equals the fills at their prices, the last traded price marked', async () => {
    const before = await depth(fx.demo);
    expect(before).toMatchObject({ lastTraded: null, traded: '0.00' });
    await at(fx.demo, 'lay', '500.00', '1.55');
    await at(fx.demo2, 'back', '200.00', '1.55');
    // the rest of demo's 300 at 1.55 (the better price), then 100 at the house's 1.50
    await at(fx.demo2, 'back', '400.00', '1.50');
    const d = await depth(fx.demo);
    expect(level(d, '1.55')).toMatchObject({ traded: '500.00', toBack: '0.00', myLay: '0.00' });
    expect(level(d, '1.50')).toMatchObject({ traded: '100.00', toBack: '4900.00' });
    expect(d).toMatchObject({ lastTraded: '1.50', traded: '600.00' });
    const trades = await storedTrades();
    expect(
      new Map(d.levels.filter((l) => l.traded !== '0.00').map((l) => [l.price, l.traded])),
    ).toEqual(trades);
    expect(await storedBook()).toEqual(
      new Map(
        d.levels
          .filter((l) => l.toBack !== '0.00' || l.toLay !== '0.00')
          .map((l) => [l.price, { toBack: l.toBack, toLay: l.toLay }]),
      ),
    );
  });

  it('reads a toss runner', async () => {
    const toss = match().toss.runners[0]!;
    const d = await depth(fx.demo, { MarketType: 'toss', SelectionId: toss.selectionId });
    expect(d).toMatchObject({ marketType: 'toss', selectionId: toss.selectionId, traded: '0.00' });
  });

  it('refuses bad input with a clear message, never a 5xx', async () => {
    const send = (body: object, p: Player | null = fx.demo) =>
      p
        ? p.post('/Sports/GetMarketDepth', body)
        : fx.t.app.inject({ method: 'POST', url: '/Sports/GetMarketDepth', payload: body });
    for (const body of [
      {},
      { MatchId: match().matchId },
      { MatchId: match().matchId, SelectionId: 'abc' },
      { MatchId: 'x; DROP', SelectionId: sid },
      { MatchId: match().matchId, SelectionId: sid, MarketType: 'book' },
      { MatchId: match().matchId, SelectionId: sid, MarketType: 'session' },
    ]) {
      const res = await send(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 1, message: expect.any(String) });
    }
    const unknown = await send({ MatchId: '999999999', SelectionId: sid });
    expect(unknown.json()).toEqual({
      status: 1,
      message: 'Unknown match',
      code: 'MATCH_UNKNOWN',
      data: null,
    });
    const runner = await send({ MatchId: match().matchId, SelectionId: '12345' });
    expect(runner.json()).toEqual({
      status: 1,
      message: 'Unknown runner',
      code: 'SELECTION_UNKNOWN',
      data: null,
    });
    const noToken = await send({ MatchId: match().matchId, SelectionId: sid }, null);
    expect(noToken.statusCode).toBe(401);
  });
});

describe('GetMarketDepth and the page show the same house levels', () => {
  /** Runner 0's levels as the odds host shows them now: price -> size, each side. */
  async function shown(): Promise<{ toBack: Map<string, string>; toLay: Map<string, string> }> {
    await fx.t.sports.fillOrders();
    const e = JSON.parse(fx.t.sports.sim.bookOdds(match().eventId, match().marketId)).market[0]
      .events[0];
    const side = (p: string, s: string) =>
      new Map(
        [1, 2, 3]
          .filter((i) => e[`${p}${i}`] > 0)
          .map((i) => [Number(e[`${p}${i}`]).toFixed(2), Number(e[`${s}${i}`]).toFixed(2)]),
      );
    return { toBack: side('BackPrice', 'BackSize'), toLay: side('LayPrice', 'LaySize') };
  }
  /** The depth's levels the same way (the shown three a side are the best of them). */
  async function depthSides() {
    const d = await depth(fx.demo);
    const side = (k: 'toBack' | 'toLay') =>
      new Map(d.levels.filter((l) => l[k] !== '0.00').map((l) => [l.price, l[k]]));
    return { toBack: side('toBack'), toLay: side('toLay') };
  }

  it('before any order, after a trade, and after a re-quote that is not stored yet', async () => {
    // nothing stored yet: the house offers the engine's quote
    expect(await depthSides()).toEqual(await shown());
    expect((await depthSides()).toBack.get('1.50')).toBe('5000.00');
    // 1,000 of the 5,000 at 1.50 taken: the stored orders are the quote
    expect((await at(fx.demo2, 'back', '1000.00', '1.50')).json().status).toBe(0);
    expect(await depthSides()).toEqual(await shown());
    expect((await depthSides()).toBack.get('1.50')).toBe('4000.00');
    // the engine re-quotes; no player's order waits, so nothing stores it before the next order
    match().odds.runners[0]!.backSize = [6000, 5000, 5000];
    fx.t.sports.sim.touch(match());
    expect(await depthSides()).toEqual(await shown());
    expect((await depthSides()).toBack.get('1.50')).toBe('6000.00');
  });
});
