/**
 * A house re-quote whose transaction is run again (PostgreSQL retries a deadlock or a
 * serialization failure, db/pg-db.ts) tells each fill once: the events of the attempt that
 * rolled back are not sent.
 */
import type { AccountParts } from 'shared-api-types';
import type { Db } from '../../../src/db/types';
import { requoteMarkets } from '../../../src/modules/sports/exchange/house-sync';
import { GAP_LADDER, ladderMatch } from '../../support/ladder-fixture';
import { oddsBet, sportsFixture } from '../../support/sports-helpers';

const fx = sportsFixture();

/** The database, each transaction's first attempt rolled back after its work, then run again. */
function retryingOnce(db: Db): Db {
  const rollBack = new Error('the first attempt rolls back');
  return Object.assign(Object.create(db) as Db, {
    transaction: async <T>(fn: Parameters<Db['transaction']>[0]): Promise<T> => {
      try {
        await db.transaction(async (tx) => {
          await fn(tx);
          throw rollBack;
        });
      } catch (err) {
        if (err !== rollBack) throw err;
      }
      return (await db.transaction(fn)) as T;
    },
  });
}

it("a re-quote's transaction run twice tells the waiting order's fill once", async () => {
  const m = await ladderMatch(fx, GAP_LADDER, 'upcoming');
  const body = { ...oddsBet(m, 'back', '100.00', 0), Price: '1.55' };
  const placed = await fx.demo.post('/Player/PlaceBet', body, { 'idempotency-key': 'rr-1' });
  expect(placed.json().data).toEqual(expect.objectContaining({ waiting: '100.00' }));
  // the house now lays at 1.56 and 1.54: its new levels fill the waiting back at 1.55
  m.odds.runners[0]!.back = [156, 154, 140];
  const accountEvents: AccountParts[] = [];
  const stop = fx.t.app.live.subscribe((ev) => {
    if (ev.topic.startsWith('account:')) accountEvents.push(ev.parts as AccountParts);
  });
  const events = await requoteMarkets(
    { db: retryingOnce(fx.t.db), live: fx.t.app.live },
    new Map([[m.matchId, m]]),
    new Map(),
  ).finally(stop);
  const [demo] = await fx.t.db.query<{ id: number }>(
    "SELECT id FROM users WHERE username = 'demo'",
  );
  const told = events.parts().get(demo!.id)?.orders ?? [];
  expect(told.map((e) => [e.kind, e.price, e.fill?.size])).toEqual([['matched', '1.55', '100.00']]);
  // the write told demo once (the attempt that rolled back told no one)
  expect(accountEvents).toEqual([expect.objectContaining({ orders: told })]);
});
