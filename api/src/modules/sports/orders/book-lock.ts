import { ADVISORY_LOCKS, advisoryKey } from '../../../db/advisory-locks';
import type { Queryable } from '../../../db/types';
import { lockSportsMarket, type SportsMarketRow } from '../bets/market-write';

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
  async (tx: Queryable): Promise<SportsMarketRow> => {
    const market = await lockSportsMarket(key)(tx);
    await lockOrderBook(tx, key);
    return market;
  };
