import type { AccountParts } from 'shared-api-types';
import { DEFERRED } from '../../../money/batch-queue';
import { RunAgain, type Db, type Queryable } from '../../../db/types';
import type { WithBreak } from '../../safer-gambling/take-break';
import { endWhere } from './book/amend-order';
import { marketKey } from '../market-key';
import { storeAmended } from './amend-store';
import { lockBookMarkets, tryLockBookMarkets } from './book-lock';
import type { BookMemory } from './book-memory';
import { onBooks, type BookWrite } from './book-write';
import { houseId } from './house';
import { bookOf, ownerOf } from './market-book';
import { OrderEvents } from './order-events';
import type { MarketRef, OrderMarket } from '../money-path/order-rows';

/** The markets of a player's waiting orders, sorted by key (the order their books are locked in). */
async function waitingMarkets(
  tx: Queryable,
  userId: number,
): Promise<(MarketRef & { key: string })[]> {
  const rows = await tx.query<{ match_id: string; market_type: OrderMarket; market_id: string }>(
    `SELECT DISTINCT match_id, market_type, market_id FROM sports_orders
      WHERE user_id = $1 AND state = 'waiting'`,
    [userId],
  );
  const refs = rows.map((r) => ({
    userId,
    matchId: r.match_id,
    marketType: r.market_type,
    marketId: r.market_id,
    key: marketKey(r.match_id, r.market_type, r.market_id),
  }));
  return refs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Every waiting order of a player cancelled INSIDE another write's transaction (a time-out, a
 * self-exclusion or a sports break: the break and the cancellation commit together, or neither).
 * `take` runs that transaction with `also`: its `lock` before the player's row is locked takes
 * the books of the player's waiting orders, in key order (the lock order: books, then the
 * player); its `write` after the break ends the player's orders of each book with the pure book
 * (endWhere), on the book in the owner's memory when it is the stored one (book-write.ts), which
 * the memory keeps after the commit. An order placed on another market between the two is
 * cancelled too: its book is taken after the player's row only if it is free (waiting for it
 * there could deadlock with a writer of that book waiting for the player), else the transaction
 * runs again from its lock step. `parts`: the order events for the player's `account` topic
 * after the commit.
 */
export async function withEveryOrderCancelled<T>(
  deps: { db: Db; books?: BookMemory },
  userId: number,
  take: (also: WithBreak) => Promise<T>,
): Promise<{ done: T; parts: Map<number, AccountParts> }> {
  let events = new OrderEvents();
  const done = await onBooks(deps, (bw) => {
    let locked = new Set<string>();
    return take({
      lock: async (tx) => {
        bw.begin();
        events = new OrderEvents();
        const keys = (await waitingMarkets(tx, userId)).map((m) => m.key);
        await lockBookMarkets(tx, keys);
        locked = new Set(keys);
      },
      write: async (tx) => {
        const markets = await waitingMarkets(tx, userId);
        const late = markets.map((m) => m.key).filter((k) => !locked.has(k));
        if (late.length > 0) {
          const got = await tryLockBookMarkets(
            tx,
            late,
            late.map(() => false),
          );
          if (got.includes(DEFERRED)) throw new RunAgain('a waiting order on a book not locked');
        }
        return cancelMine(tx, bw, userId, markets, events);
      },
    });
  });
  return { done, parts: events.parts() };
}

/** The player's waiting orders of each market (its book locked) ended; returns how many. */
async function cancelMine(
  tx: Queryable,
  bw: BookWrite,
  userId: number,
  markets: readonly (MarketRef & { key: string })[],
  events: OrderEvents,
): Promise<number> {
  if (markets.length === 0) return 0;
  const reads = await bw.read(tx, markets);
  const house = await houseId(tx);
  const owner = ownerOf(userId, house);
  let cancelled = 0;
  for (const [n, m] of markets.entries()) {
    const rows = reads[n]?.rows ?? [];
    const change = endWhere(bookOf(rows, house), (o) => o.owner === owner, 'cancelled');
    const { changed } = await storeAmended(tx, m, rows, change.changed);
    for (const o of changed) events.add('cancelled', o);
    await bw.wrote(tx, [{ key: m.key, before: rows, touched: changed.map((o) => o.id) }]);
    cancelled += changed.length;
  }
  return cancelled;
}
