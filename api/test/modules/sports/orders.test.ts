import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';
import {
  balanceOf,
  demoBetCalls,
  inPlayMatch,
  oddsBet,
  sportsFixture,
  upcomingMatch,
} from '../../support/sports-helpers';

const fx = sportsFixture({ resetEachTest: true });

const { place, unmatched, matchedList } = demoBetCalls(fx);

/** Runner i's house offers: "available to back" (prices, Coins) and "available to lay". */
function quote(m: SimMatch, back: number[], backSize: number[], lay: number[], laySize: number[]) {
  const r = m.odds.runners[0]!;
  r.back = back as [number, number, number];
  r.backSize = backSize as [number, number, number];
  r.lay = lay as [number, number, number];
  r.laySize = laySize as [number, number, number];
}

describe('PlaceBet on the order book (match odds, toss)', () => {
  it('a back asked better than the market waits unmatched and reserves its stake', async () => {
    const m = inPlayMatch(fx.t);
    quote(m, [150, 149, 148], [5000, 5000, 5000], [152, 153, 154], [5000, 5000, 5000]);
    const res = (await place({ ...oddsBet(m, 'back', '100.00'), Price: '1.60' })).json();
    expect(res).toMatchObject({
      status: 0,
      message: 'Bet placed: 100.00 waiting at 1.60',
      data: {
        matched: '0.00',
        waiting: '100.00',
        matchedPrice: '1.60',
        balance: { balance: '100000.00', exposure: '100.00', available: '99900.00' },
      },
    });
    expect(res.data.orderId).toMatch(/^[0-9]+$/);
    expect(res.data.betId).toBe(res.data.orderId);
    expect(await matchedList(m.matchId)).toEqual([]);
    expect(await unmatched(m.matchId)).toEqual([
      expect.objectContaining({
        betId: res.data.orderId,
        marketType: 'odds',
        side: 'back',
        price: '1.60',
        size: '100.00',
        matched: '0.00',
        remaining: '100.00',
        persistence: 'lapse',
      }),
    ]);
  });

  it('a lay asked below the market waits and reserves its liability', async () => {
    const m = inPlayMatch(fx.t);
    quote(m, [150, 149, 148], [5000, 5000, 5000], [152, 153, 154], [5000, 5000, 5000]);
    const res = (await place({ ...oddsBet(m, 'lay', '100.00'), Price: '1.41' })).json();
    expect(res.data).toMatchObject({ matched: '0.00', waiting: '100.00' });
    expect(await balanceOf(fx.demo)).toEqual({
      balance: '100000.00',
      exposure: '41.00',
      available: '99959.00',
    });
  });

  it("the issue's example: a back of 20,000 at 1.50 takes the 4,075 at 1.55, the rest waits", async () => {
    const m = inPlayMatch(fx.t);
    quote(m, [155, 145, 140], [4075, 1000, 1000], [157, 158, 159], [5000, 5000, 5000]);
    const res = (await place({ ...oddsBet(m, 'back', '20000.00'), Price: '1.50' })).json();
    expect(res).toMatchObject({
      status: 0,
      message: 'Bet placed: 4075.00 matched at 1.55 · 15925.00 waiting at 1.50',
      data: {
        matched: '4075.00',
        matchedPrice: '1.55',
        waiting: '15925.00',
        balance: { exposure: '20000.00', available: '80000.00' },
      },
    });
    expect(await matchedList(m.matchId)).toEqual([
      expect.objectContaining({ rate: '1.55', amount: '4075.00', win: '2241.25' }),
    ]);
    expect(await unmatched(m.matchId)).toEqual([
      expect.objectContaining({ price: '1.50', size: '15925.00', remaining: '15925.00' }),
    ]);
  });

  it('a back crossing three levels is matched at each level price, never worse than asked', async () => {
    const m = inPlayMatch(fx.t);
    quote(m, [160, 155, 150], [100, 100, 100], [162, 163, 164], [5000, 5000, 5000]);
    const res = (await place({ ...oddsBet(m, 'back', '250.00'), Price: '1.55' })).json();
    expect(res.data).toMatchObject({ matched: '200.00', matchedPrice: '1.58', waiting: '50.00' });
    const rates = (await matchedList(m.matchId)).map((b: { rate: string }) => b.rate).sort();
    expect(rates).toEqual(['1.55', '1.60']);
  });

  it('refuses the whole order when its worst case (matched + waiting) is not covered', async () => {
    await fx.t.app.inject({
      method: 'POST',
      url: '/__test/SetBalance',
      payload: { UserName: 'demo', Balance: '150.00' },
    });
    const m = inPlayMatch(fx.t);
    quote(m, [150, 149, 148], [100, 0, 0], [152, 153, 154], [5000, 5000, 5000]);
    const res = await place({ ...oddsBet(m, 'back', '200.00'), Price: '1.50' });
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Insufficient balance',
      data: null,
      values: { needed: '200.00', available: '150.00' },
    });
    expect(await matchedList(m.matchId)).toEqual([]);
    expect(await unmatched(m.matchId)).toEqual([]);
  });

  it('a toss order waits too', async () => {
    const m = upcomingMatch(fx.t);
    const r = m.toss.runners[0]!;
    r.back = [190, 0, 0];
    const body = { ...oddsBet(m, 'back', '100.00', 0, 'toss'), Price: '2.50', Persistence: 'keep' };
    const res = (await place(body)).json();
    expect(res.data).toMatchObject({ matched: '0.00', waiting: '100.00' });
    expect(await unmatched(m.matchId)).toEqual([
      expect.objectContaining({ marketType: 'toss', price: '2.50', persistence: 'keep' }),
    ]);
  });
});

describe('CancelBet / CancelBets', () => {
  it('cancelling releases the reservation; a cancelled order is gone for good', async () => {
    const m = inPlayMatch(fx.t);
    quote(m, [150, 149, 148], [5000, 5000, 5000], [152, 153, 154], [5000, 5000, 5000]);
    const placed = (await place({ ...oddsBet(m, 'back', '300.00'), Price: '1.70' })).json();
    const id = placed.data.orderId as string;
    const cancel = () =>
      fx.demo.post('/Player/CancelBet', { BetId: id }, { 'idempotency-key': 'cancel-1' });
    const first = (await cancel()).json();
    expect(first).toMatchObject({
      status: 0,
      message: 'Bet cancelled',
      data: { cancelled: 1, released: '300.00', balance: { exposure: '0.00' } },
    });
    expect((await cancel()).json()).toEqual(first);
    const again = await fx.demo.post('/Player/CancelBet', { BetId: id });
    expect(again.json()).toMatchObject({ status: 1, message: 'Bet is no longer unmatched' });
    expect(await unmatched(m.matchId)).toEqual([]);
    // another player's order is not theirs to cancel
    const other = await fx.demo2.post('/Player/CancelBet', { BetId: id });
    expect(other.json()).toMatchObject({ status: 1, message: 'Unknown bet' });
  });

  it('cancel all of a market releases every waiting order and keeps the matched part', async () => {
    const m = inPlayMatch(fx.t);
    quote(m, [150, 149, 148], [100, 0, 0], [152, 153, 154], [5000, 5000, 5000]);
    await place({ ...oddsBet(m, 'back', '300.00'), Price: '1.50' });
    await place({ ...oddsBet(m, 'lay', '100.00'), Price: '1.20' });
    expect((await unmatched(m.matchId)).length).toBe(2);
    const res = (await fx.demo.post('/Player/CancelBets', { Id: m.matchId })).json();
    // worst case before: the runner loses (matched 100 + waiting back 200); the lay's 20 only
    // counts if it wins, where the matched back already gains 50: 300 reserved, 200 released
    expect(res.data).toMatchObject({ cancelled: 2, released: '200.00' });
    expect(await unmatched(m.matchId)).toEqual([]);
    expect((await balanceOf(fx.demo)).exposure).toBe('100.00');
    expect(await matchedList(m.matchId)).toEqual([
      expect.objectContaining({ rate: '1.50', amount: '100.00' }),
    ]);
  });
});
