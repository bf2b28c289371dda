import { whilePlayerLocked } from '../../support/held-player-lock';
import type { AccountParts } from 'shared-api-types';
import { TEST_DATABASE_URL } from '../../support/test-db';
import { balanceOf, oddsBet, sportsFixture, upcomingMatch } from '../../support/sports-helpers';

// The lapse of `lapse` orders at in play as a write of the one write path (money/write-path.ts).

// Another transaction holds a player's lock: PostgreSQL only (PGlite has one connection).
const onPostgres = TEST_DATABASE_URL ? it : it.skip;

const fx = sportsFixture({ resetEachTest: true });

const demoId = async () =>
  (await fx.t.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'demo'"))[0]!.id;

const waitingOf = async (userId: number) =>
  (
    await fx.t.db.query<{ id: string }>(
      "SELECT id::text AS id FROM sports_orders WHERE user_id = $1 AND state = 'waiting'",
      [userId],
    )
  ).length;

/** demo's back at 1.60 waits, to lapse when the match goes in play. */
async function lapsing() {
  const m = upcomingMatch(fx.t);
  const r = m.odds.runners[0]!;
  r.back = [150, 149, 148];
  r.backSize = [5000, 5000, 5000];
  const placed = await fx.demo.post('/Player/PlaceBet', {
    ...oddsBet(m, 'back', '100.00'),
    Price: '1.60',
  });
  expect(placed.json().data.waiting).toBe('100.00');
  return m;
}

const lapsedBalance = { balance: '100000.00', exposure: '0.00', available: '100000.00' };

describe('the lapse at in play through the one write path', () => {
  onPostgres('waits for the lock of every player it changes before it writes', async () => {
    const m = await lapsing();
    const demo = await demoId();
    const start = () => {
      fx.t.sports.sim.startMatch(m);
      return fx.t.sports.drain();
    };
    await whilePlayerLocked(fx.t.db.url!, demo, start, async (holder, done) => {
      expect(done).toBe(false);
      // not touched: the order is not locked by the lapse
      const orders = await holder.query(
        `SELECT id FROM sports_orders WHERE user_id = $1 AND state = 'waiting' FOR UPDATE NOWAIT`,
        [demo],
      );
      expect(orders.rows).toHaveLength(1);
    });
    expect(await waitingOf(demo)).toBe(0);
    expect(await balanceOf(fx.demo)).toEqual(lapsedBalance);
  });

  it('tells the player once, in one account event: the balance and the lapse', async () => {
    const m = await lapsing();
    const demo = await demoId();
    const told: AccountParts[] = [];
    const stop = fx.t.app.live.subscribe((ev) => {
      if (ev.topic === `account:${demo}`) told.push(ev.parts as AccountParts);
    });
    try {
      fx.t.sports.sim.startMatch(m);
      await fx.t.sports.drain();
    } finally {
      stop();
    }
    expect(told).toEqual([
      expect.objectContaining({
        balance: lapsedBalance,
        orders: [expect.objectContaining({ kind: 'lapsed', price: '1.60', remaining: '0.00' })],
      }),
    ]);
  });
});
