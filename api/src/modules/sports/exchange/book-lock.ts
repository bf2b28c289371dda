import { ADVISORY_LOCKS, advisoryKey } from '../../../db/advisory-locks';
import { DEFERRED, type Deferred } from '../../../money/batch-queue';
import type { Queryable } from '../../../db/types';
import type { SportsMarketRow } from '../money-path/market-write';

/**
 * The lock of one market's order book, held to the end of the transaction: every change of the
 * market's waiting orders (place, match, cancel, update, lapse, re-quote) takes it, so the book a
 * transaction loads under it is the book, no size is matched twice and no cancelled order is
 * matched, on one process or many on one PostgreSQL.
 */
export async function lockOrderBook(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [
    ADVISORY_LOCKS.orderBook,
    advisoryKey(key),
  ]);
}

/**
 * The write path's market lock for a match-odds / toss market: its row FOR SHARE, then its book
 * (the lock order: market, book, then the players in user_id order; see money/player-lock.ts).
 */
export const lockBookMarket =
  (key: string) =>
  async (tx: Queryable): Promise<SportsMarketRow> =>
    (await lockBookMarkets(tx, [key]))[0];

/**
 * lockBookMarket for several markets in ONE statement (a round trip each was most of a batch's
 * locking): each market's row FOR SHARE and its book, in the order given (callers sort by key,
 * so two writers never wait on each other in opposite orders). The row's lock is taken in the
 * lateral join before the book's function runs on the joined row. Returns the rows in that order.
 */
export async function lockBookMarkets(
  tx: Queryable,
  keys: readonly string[],
): Promise<SportsMarketRow[]> {
  const locked = await tryLockBookMarkets(
    tx,
    keys,
    keys.map(() => true),
  );
  return locked.map((m) => (m === DEFERRED ? undefined : m));
}

/**
 * lockBookMarkets that waits only for the books of `wait`: another book already locked (by
 * another process's batch) is not waited for but DEFERRED, its row's shared lock kept. No
 * deadlock whatever the order of the books not waited for; the waited-for ones in key order.
 */
export async function tryLockBookMarkets(
  tx: Queryable,
  keys: readonly string[],
  wait: readonly boolean[],
): Promise<(SportsMarketRow | Deferred)[]> {
  // (pg_advisory_xact_lock returns void, which IS NOT NULL: true once the wait is over)
  const rows = await tx.query<{ n: number; status: string | null; locked: boolean }>(
    `SELECT k.n::int AS n, m.status,
            CASE WHEN k.wait THEN pg_advisory_xact_lock($2::int, k.book) IS NOT NULL
                 ELSE pg_try_advisory_xact_lock($2::int, k.book) END AS locked
       FROM unnest($1::text[], $3::int[], $4::bool[]) WITH ORDINALITY AS k(key, book, wait, n)
       LEFT JOIN LATERAL (
         SELECT status FROM sports_markets WHERE market_key = k.key FOR SHARE
       ) m ON true`,
    [keys, ADVISORY_LOCKS.orderBook, keys.map(advisoryKey), wait],
  );
  const out: (SportsMarketRow | Deferred)[] = keys.map(() => DEFERRED);
  for (const r of rows)
    if (r.locked) out[r.n - 1] = r.status === null ? undefined : { status: r.status };
  return out;
}
