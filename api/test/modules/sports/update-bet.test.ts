import type { AccountParts, OrderEvent } from 'shared-api-types';
import { GAP_LADDER, ladderFixture } from '../../support/ladder-fixture';
import { balanceOf, type Player } from '../../support/sports-helpers';

const { fx, match, at } = ladderFixture(GAP_LADDER);
const placed = async (p: Player, side: 'back' | 'lay', stake: string, price: string) =>
  (await at(p, side, stake, price)).json().data;
const update = (p: Player, body: object, key?: string) =>
  p.post('/Player/UpdateBet', body, key ? { 'idempotency-key': key } : {});
const unmatched = async (p: Player) =>
  (await p.post('/Player/GetUnmatchedBets', { Id: match().matchId })).json().data;
const orderRow = async (id: string) =>
  (
    await fx.t.db.query<{
      size: number;
      matched: number;
      remaining: number;
      cancelled: number;
      state: string;
    }>(
      `SELECT size::int AS size, matched::int AS matched, remaining::int AS remaining,
              cancelled::int AS cancelled, state FROM sports_orders WHERE id = $1`,
      [id],
    )
  )[0];

async function orderEvents(fn: () => Promise<unknown>): Promise<OrderEvent[]> {
  const seen: OrderEvent[] = [];
  const stop = fx.t.app.live.subscribe((ev) => {
    if (ev.topic.startsWith('account:')) seen.push(...((ev.parts as AccountParts).orders ?? []));
  });
  try {
    await fn();
  } finally {
    stop();
  }
  return seen;
}

describe('UpdateBet', () => {
  it('a smaller stake keeps the order (same id, its queue place) and releases the difference', async () => {
    const lay = await placed(fx.demo, 'lay', '300.00', '1.55');
    expect(await balanceOf(fx.demo)).toMatchObject({ exposure: '165.00' });
    let res: { status: number; data: unknown; message: string } | undefined;
    const events = await orderEvents(async () => {
      res = (await update(fx.demo, { BetId: lay.orderId, Stake: '100.00' }, 'reduce-1')).json();
    });
    expect(res).toMatchObject({
      status: 0,
      message: 'Bet updated',
      data: { betId: lay.orderId, replacedId: null, matched: '0.00', waiting: '100.00' },
    });
    expect(await orderRow(lay.orderId)).toEqual({
      size: 30000,
      matched: 0,
      remaining: 10000,
      cancelled: 20000,
      state: 'waiting',
    });
    expect(await balanceOf(fx.demo)).toMatchObject({ exposure: '55.00' });
    expect(events).toEqual([
      expect.objectContaining({ kind: 'updated', betId: lay.orderId, remaining: '100.00' }),
    ]);
    // The same key again: the same reply, nothing more changed.
    const again = (
      await update(fx.demo, { BetId: lay.orderId, Stake: '100.00' }, 'reduce-1')
    ).json();
    expect(again).toEqual(res);
    expect((await orderRow(lay.orderId))?.remaining).toBe(10000);
  });

  it('a new price cancels and replaces: a new order at the new price, the old one cancelled', async () => {
    const lay = await placed(fx.demo, 'lay', '300.00', '1.55');
    const res = (await update(fx.demo, { BetId: lay.orderId, Price: '1.58' })).json();
    expect(res).toMatchObject({
      status: 0,
      data: { replacedId: lay.orderId, matched: '0.00', waiting: '300.00' },
    });
    expect(res.data.betId).not.toBe(lay.orderId);
    expect(await orderRow(lay.orderId)).toMatchObject({ cancelled: 30000, state: 'cancelled' });
    expect(await unmatched(fx.demo)).toEqual([
      expect.objectContaining({ betId: res.data.betId, price: '1.58', remaining: '300.00' }),
    ]);
    expect(await balanceOf(fx.demo)).toMatchObject({ exposure: '174.00' });
  });

  it('a new price that crosses the book matches at once at the resting price', async () => {
    const back = await placed(fx.demo2, 'back', '100.00', '1.70');
    expect(back.waiting).toBe('100.00');
    const res = (await update(fx.demo2, { BetId: back.orderId, Price: '1.45' })).json();
    expect(res).toMatchObject({
      status: 0,
      data: { matched: '100.00', matchedPrice: '1.50', waiting: '0.00' },
    });
    expect(await unmatched(fx.demo2)).toEqual([]);
    expect(await balanceOf(fx.demo2)).toMatchObject({ exposure: '100.00' });
  });

  it('a larger stake, or a stake and price that cannot be covered, is refused and changes nothing', async () => {
    const lay = await placed(fx.demo, 'lay', '300.00', '1.55');
    for (const body of [
      { BetId: lay.orderId, Stake: '300.00' },
      { BetId: lay.orderId, Stake: '500.00' },
      { BetId: lay.orderId, Stake: '400.00', Price: '1.57' },
    ]) {
      const res = (await update(fx.demo, body)).json();
      expect(res).toMatchObject({
        status: 1,
        message: 'A larger stake is a new bet: the stake must be below 300.00',
        code: 'STAKE_NOT_SMALLER',
        values: { max: '300.00' },
      });
    }
    await fx.t.app.inject({
      method: 'POST',
      url: '/__test/SetBalance',
      payload: { UserName: 'demo', Balance: '170.00' },
    });
    // 300 at 1.59 reserves 177.00, 12.00 more than the 165.00 now: refused, the old order stays.
    const res = (await update(fx.demo, { BetId: lay.orderId, Price: '1.59' })).json();
    expect(res).toMatchObject({
      status: 1,
      message: 'Insufficient balance',
      // the re-priced order in full against the balance with the old one's reservation back
      values: { needed: '177.00', available: '170.00' },
    });
    expect(await orderRow(lay.orderId)).toMatchObject({ remaining: 30000, state: 'waiting' });
    expect(await unmatched(fx.demo)).toHaveLength(1);
  });

  it('a BetId out of the id range, negative, not a number or huge is a 400 on CancelBet and UpdateBet, nothing written', async () => {
    const lay = await placed(fx.demo, 'lay', '300.00', '1.55');
    const ids = [
      '99999999999999999999',
      '9223372036854775808',
      '-1',
      '1e5',
      '12abc',
      '',
      '9'.repeat(5000),
    ];
    for (const BetId of ids) {
      for (const [url, body] of [
        ['/Player/CancelBet', { BetId }],
        ['/Player/UpdateBet', { BetId, Stake: '100.00' }],
        ['/Player/UpdateBet', { BetId, Price: '1.58' }],
      ] as const) {
        const res = await fx.demo.post(url, body, {
          'idempotency-key': `bad-${url.slice(8)}-${BetId.length}`,
        });
        expect({ url, BetId: BetId.slice(0, 24), status: res.statusCode }).toEqual({
          url,
          BetId: BetId.slice(0, 24),
          status: 400,
        });
        expect(res.json().message).toMatch(/BetId/);
      }
    }
    expect(await orderRow(lay.orderId)).toMatchObject({ remaining: 30000, state: 'waiting' });
    expect(await unmatched(fx.demo)).toHaveLength(1);
  });

  it('bad input is a 400; an order of someone else or no longer waiting is refused', async () => {
    const lay = await placed(fx.demo, 'lay', '300.00', '1.55');
    for (const [body, message] of [
      [{ BetId: lay.orderId }, /Give a new Price or a smaller Stake/],
      [{ BetId: lay.orderId, Price: 'abc' }, /Price must be decimal odds/],
      [{ BetId: lay.orderId, Price: '3.33' }, /valid odds ladder price/],
      [{ BetId: lay.orderId, Stake: '0' }, /Stake must be more than 0/],
      [{ BetId: 'x1' }, /BetId/],
    ] as const) {
      const res = await update(fx.demo, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await update(fx.demo2, { BetId: lay.orderId, Stake: '100.00' })).json()).toMatchObject({
      status: 1,
      message: 'Unknown bet',
      code: 'BET_UNKNOWN',
    });
    await fx.demo.post('/Player/CancelBet', { BetId: lay.orderId });
    expect((await update(fx.demo, { BetId: lay.orderId, Stake: '100.00' })).json()).toMatchObject({
      status: 1,
      message: 'Bet is no longer unmatched',
      code: 'BET_NOT_UNMATCHED',
    });
  });
});
