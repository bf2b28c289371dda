import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';
import {
  balanceOf,
  demoBetCalls,
  inPlayMatch,
  oddsBet,
  orderEvents,
  sportsFixture,
  upcomingMatch,
} from '../../support/sports-helpers';

const fx = sportsFixture({ resetEachTest: true });

const { place, unmatched, matchedList } = demoBetCalls(fx);

/** Runner 0's "available to back" levels (odds x100, Coins). */
function backLevels(m: SimMatch, prices: number[], sizes: number[]) {
  const r = m.odds.runners[0]!;
  r.back = prices as [number, number, number];
  r.backSize = sizes as [number, number, number];
}

describe('waiting orders at in play and settlement', () => {
  it('going in play lapses `lapse` orders and keeps `keep` ones; settlement lapses the rest', async () => {
    const m = upcomingMatch(fx.t);
    backLevels(m, [150, 149, 148], [5000, 5000, 5000]);
    const body = oddsBet(m, 'back', '100.00');
    const lapsing = (await place({ ...body, Price: '1.60' })).json().data.orderId;
    const kept = (
      await place({ ...body, Price: '1.70', Stake: '200.00', Persistence: 'keep' })
    ).json().data.orderId;
    expect((await balanceOf(fx.demo)).exposure).toBe('300.00');
    const demoId = (
      await fx.t.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'demo'")
    )[0]!.id;
    // the panel drops each lapsed order without a reload: an order event tells it
    const atInPlay = await orderEvents(fx.t, async () => {
      fx.t.sports.sim.startMatch(m);
      await fx.t.sports.drain();
    });
    expect(atInPlay.get(demoId)).toEqual([
      expect.objectContaining({ kind: 'lapsed', betId: lapsing, remaining: '0.00' }),
    ]);
    expect(await unmatched(m.matchId)).toEqual([
      expect.objectContaining({ price: '1.70', remaining: '200.00', persistence: 'keep' }),
    ]);
    expect(await balanceOf(fx.demo)).toEqual({
      balance: '100000.00',
      exposure: '200.00',
      available: '99800.00',
    });
    const atSettlement = await orderEvents(fx.t, async () => {
      fx.t.sports.sim.endMatch(m);
      await fx.t.sports.drain();
    });
    expect(atSettlement.get(demoId)).toEqual([
      expect.objectContaining({
        kind: 'lapsed',
        betId: kept,
        price: '1.70',
        matched: '0.00',
        remaining: '0.00',
        fill: null,
      }),
    ]);
    expect(await unmatched(m.matchId)).toEqual([]);
    expect(await matchedList(m.matchId)).toEqual([]);
    expect(await balanceOf(fx.demo)).toEqual({
      balance: '100000.00',
      exposure: '0.00',
      available: '100000.00',
    });
  });

  it('a toss order lapses when the toss settles', async () => {
    const m = upcomingMatch(fx.t);
    m.toss.runners[0]!.back = [190, 0, 0];
    const body = { ...oddsBet(m, 'back', '100.00', 0, 'toss'), Price: '2.50', Persistence: 'keep' };
    expect((await place(body)).json().data.waiting).toBe('100.00');
    fx.t.sports.sim.startMatch(m);
    await fx.t.sports.drain();
    expect(await unmatched(m.matchId)).toEqual([]);
    expect((await balanceOf(fx.demo)).exposure).toBe('0.00');
  });
});

describe('a re-quote that crosses a waiting order fills it', () => {
  it('fills at the order price up to the size the house shows, the rest keeps waiting', async () => {
    const m = inPlayMatch(fx.t);
    backLevels(m, [150, 149, 148], [5000, 5000, 5000]);
    const placed = (await place({ ...oddsBet(m, 'back', '100.00'), Price: '1.60' })).json();
    expect(placed.data.waiting).toBe('100.00');
    backLevels(m, [165, 160, 155], [30, 50, 5000]);
    await fx.t.sports.fillOrders();
    // One matched bet per house order it met (30 and 50), each at the order's own price.
    const firstFills = await matchedList(m.matchId);
    expect(firstFills).toEqual([
      expect.objectContaining({ rate: '1.60', amount: '50.00', win: '30.00' }),
      expect.objectContaining({ rate: '1.60', amount: '30.00', win: '18.00' }),
    ]);
    expect(await unmatched(m.matchId)).toEqual([
      expect.objectContaining({ matched: '80.00', remaining: '20.00' }),
    ]);
    expect((await balanceOf(fx.demo)).exposure).toBe('100.00');
    backLevels(m, [160, 155, 150], [5000, 5000, 5000]);
    await fx.t.sports.fillOrders();
    expect(await unmatched(m.matchId)).toEqual([]);
    const amounts = (await matchedList(m.matchId)).map((b: { amount: string }) => b.amount);
    expect(amounts.sort()).toEqual(['20.00', '30.00', '50.00']);
    expect((await balanceOf(fx.demo)).exposure).toBe('100.00');
    // a filled order cannot be cancelled
    const cancel = await fx.demo.post('/Player/CancelBet', { BetId: placed.data.orderId });
    expect(cancel.json()).toMatchObject({ status: 1, message: 'Bet is no longer unmatched' });
  });

  it('a waiting lay fills when the house comes down to it; a cancelled order never matches', async () => {
    const m = inPlayMatch(fx.t);
    const r = m.odds.runners[0]!;
    r.lay = [152, 153, 154];
    r.laySize = [5000, 5000, 5000];
    const lay = (await place({ ...oddsBet(m, 'lay', '100.00'), Price: '1.40' })).json();
    const gone = (await place({ ...oddsBet(m, 'lay', '200.00'), Price: '1.45' })).json();
    expect((await balanceOf(fx.demo)).exposure).toBe('130.00');
    await fx.demo.post('/Player/CancelBet', { BetId: gone.data.orderId });
    r.lay = [130, 135, 140];
    await fx.t.sports.fillOrders();
    expect(await matchedList(m.matchId)).toEqual([
      expect.objectContaining({ rate: '1.40', amount: '100.00', liability: '40.00' }),
    ]);
    expect(await unmatched(m.matchId)).toEqual([]);
    expect(lay.data.orderId).toBeTruthy();
    expect((await balanceOf(fx.demo)).exposure).toBe('40.00');
  });
});
