import { whilePlayerLocked } from '../../support/held-player-lock';
import type { AccountParts } from 'shared-api-types';
import { marketKey } from '../../../src/modules/sports/market-key';
import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';
import { TEST_DATABASE_URL } from '../../support/test-db';
import { balanceOf, inPlayMatch, oddsBet, sportsFixture } from '../../support/sports-helpers';

// Settlement as a write of the one write path (money/write-path.ts).

// Another transaction holds a player's lock: PostgreSQL only (PGlite has one connection).
const onPostgres = TEST_DATABASE_URL ? it : it.skip;

const fx = sportsFixture({ resetEachTest: true });

const idOf = async (username: string) =>
  (await fx.t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!
    .id;

/** demo's back matched at 1.50 on runner 0; demo2's only stake: a back at 1.60 that waits. */
async function matchedAndWaiting(): Promise<{ m: SimMatch; key: string }> {
  const m = inPlayMatch(fx.t);
  const r = m.odds.runners[0]!;
  r.back = [150, 149, 148];
  r.backSize = [5000, 5000, 5000];
  const matched = await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '100.00'));
  expect(matched.json().data.matched).toBe('100.00');
  const waiting = await fx.demo2.post('/Player/PlaceBet', {
    ...oddsBet(m, 'back', '100.00'),
    Price: '1.60',
    Persistence: 'keep',
  });
  expect(waiting.json().data.waiting).toBe('100.00');
  expect((await balanceOf(fx.demo2)).exposure).toBe('100.00');
  return { m, key: marketKey(m.matchId, 'odds', m.odds.marketId) };
}

/** Runner 0 wins: every market of the match settles (the sports queue drained). */
async function settle(m: SimMatch): Promise<void> {
  fx.t.sports.sim.endMatch(m, { winnerId: m.odds.runners[0]!.selectionId });
  await fx.t.sports.drain();
}

async function expectSettled(key: string): Promise<void> {
  expect(await statusOf(key)).toBe('settled');
  expect(await balanceOf(fx.demo2)).toEqual({
    balance: '25000.00',
    exposure: '0.00',
    available: '25000.00',
  });
  // demo's back won at 1.50: +50, 2% commission 1
  expect((await balanceOf(fx.demo)).balance).toBe('100049.00');
}

const statusOf = async (key: string) =>
  (
    await fx.t.db.query<{ status: string }>(
      'SELECT status FROM sports_markets WHERE market_key = $1',
      [key],
    )
  )[0]?.status;

describe('settlement through the one write path', () => {
  onPostgres(
    'locks every player it changes (a waiting order alone too) before it writes any of theirs',
    async () => {
      const { m, key } = await matchedAndWaiting();
      const demo2 = await idOf('demo2');
      await whilePlayerLocked(
        fx.t.db.url!,
        demo2,
        () => settle(m),
        async (holder, settled) => {
          // not committed: it waits for demo2's lock ...
          expect(settled).toBe(false);
          expect(await statusOf(key)).toBe('open');
          // ... and has not touched demo2's order (not locked by it)
          const orders = await holder.query(
            `SELECT id FROM sports_orders WHERE user_id = $1 AND market_id = $2 AND state = 'waiting'
             FOR UPDATE NOWAIT`,
            [demo2, m.odds.marketId],
          );
          expect(orders.rows).toHaveLength(1);
        },
      );
      await expectSettled(key);
    },
  );

  it('tells each player once, in one account event: the balance, the lapse, the market settled', async () => {
    const { m, key } = await matchedAndWaiting();
    const [demo, demo2] = [await idOf('demo'), await idOf('demo2')];
    const told = new Map<number, AccountParts[]>();
    const stop = fx.t.app.live.subscribe((ev) => {
      const parts = ev.parts as AccountParts;
      if (!ev.topic.startsWith('account:') || parts.settled?.marketId !== key) return;
      const id = Number(ev.topic.slice('account:'.length));
      told.set(id, [...(told.get(id) ?? []), parts]);
    });
    try {
      await settle(m);
    } finally {
      stop();
    }
    await expectSettled(key);
    expect(told.get(demo)).toEqual([
      expect.objectContaining({
        balance: { balance: '100049.00', exposure: '0.00', available: '100049.00' },
      }),
    ]);
    expect(told.get(demo2)).toEqual([
      expect.objectContaining({
        balance: { balance: '25000.00', exposure: '0.00', available: '25000.00' },
        orders: [expect.objectContaining({ kind: 'lapsed', price: '1.60', remaining: '0.00' })],
        waitingOrders: 0,
      }),
    ]);
  });
});
