import type { CancelledBets } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import {
  BET_UNKNOWN,
  NOT_UNMATCHED,
  ok,
  refuse,
  type OkReply,
  type RefusedReply,
} from '../../../http/reply';
import { readBalanceCents, readBalanceData } from '../../../money/balances';
import { writeMoney, type WritePathDeps } from '../../../money/write-path';
import type { Queryable } from '../../../db/types';
import { lockBookMarket, lockBookMarkets } from './book-lock';
import { OrderEvents } from './order-events';
import { marketKey } from '../market-key';
import { endOrders } from './end-orders';
import { readWaiting, type MarketRef, type OrderMarket } from './order-rows';
import { cancelOrder, endWhere } from '../book/amend-order';
import { findWaiting, type Order } from '../book/book-types';
import { storeAmended } from './amend-store';
import type { BookMemory } from './book-memory';
import { onBooks } from './book-write';
import { houseIdOf } from './house';
import { bookOf, ownerOf } from './market-book';

export type CancelReply = OkReply<CancelledBets> | RefusedReply;

/** One order (`orderId`) or every waiting order of a match's market. */
export type CancelTarget = { orderId: string } | { matchId: string; marketType: OrderMarket };

/** The market the target's orders are on (read before the locks; null: nothing of theirs). */
async function marketOf(
  deps: WritePathDeps,
  userId: number,
  target: CancelTarget,
): Promise<MarketRef | null> {
  const rows =
    'orderId' in target
      ? await deps.db.query<{ match_id: string; market_type: OrderMarket; market_id: string }>(
          'SELECT match_id, market_type, market_id FROM sports_orders WHERE id = $1 AND user_id = $2',
          [target.orderId, userId],
        )
      : await deps.db.query<{ match_id: string; market_type: OrderMarket; market_id: string }>(
          `SELECT match_id, market_type, market_id FROM sports_orders
            WHERE user_id = $1 AND match_id = $2 AND market_type = $3 AND state = 'waiting' LIMIT 1`,
          [userId, target.matchId, target.marketType],
        );
  const row = rows[0];
  if (!row) return null;
  return { userId, matchId: row.match_id, marketType: row.market_type, marketId: row.market_id };
}

/**
 * Cancels waiting orders through the write path (market lock, then the player) on the book (in
 * the owner's memory when it is the stored one; book-write.ts): the remaining size is cancelled
 * and its reservation released. A part already matched stays a matched bet.
 */
export async function cancelOrders(
  deps: WritePathDeps & { books?: BookMemory },
  userId: number,
  target: CancelTarget,
  idempotencyKey: string | null,
): Promise<CancelReply> {
  const ref = await marketOf(deps, userId, target);
  const one = 'orderId' in target;
  if (!ref) {
    if (one) return refuse(BET_UNKNOWN);
    const balance = await readBalanceData(deps.db, userId);
    return ok<CancelledBets>({ cancelled: 0, released: '0.00', balance }, 'No unmatched bets');
  }
  const key = marketKey(ref.matchId, ref.marketType, ref.marketId);
  let events = new OrderEvents();
  return onBooks(deps, (bw) =>
    writeMoney(deps, {
      call: one ? '/Player/CancelBet' : '/Player/CancelBets',
      userId,
      idempotencyKey,
      request: target,
      lockMarket: bw.locking(lockBookMarket(key)),
      steps: [],
      notify: () => events.parts(),
      write: async ({ tx }) => {
        events = new OrderEvents();
        const [read] = await bw.read(tx, [{ ...ref, key }]);
        const rows = read?.rows ?? [];
        const house = await houseIdOf(deps.db);
        const owner = ownerOf(userId, house);
        const book = bookOf(rows, house);
        const mine = (o: Order) => o.owner === owner;
        const order = one ? findWaiting(book, target.orderId) : undefined;
        if (one && (!order || !mine(order))) return refuse(NOT_UNMATCHED);
        const change = one ? cancelOrder(book, target.orderId) : endWhere(book, mine, 'cancelled');
        const before = (await readBalanceCents(tx, userId)).available;
        const { changed } = await storeAmended(tx, ref, rows, change.changed);
        for (const o of changed) events.add('cancelled', o);
        await bw.wrote(tx, [{ key, before: rows, touched: changed.map((o) => o.id) }]);
        const after = (await readBalanceCents(tx, userId)).available;
        const data = {
          cancelled: changed.length,
          released: formatCents(after - before),
          balance: await readBalanceData(tx, userId),
        };
        return ok<CancelledBets>(data, one ? 'Bet cancelled' : 'Bets cancelled');
      },
    }),
  );
}

/** The markets of a player's waiting orders, by key (the order their books are locked in). */
async function waitingMarkets(tx: Queryable, userId: number): Promise<Map<string, MarketRef>> {
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
  }));
  const byKey = refs.map((m) => [marketKey(m.matchId, m.marketType, m.marketId), m] as const);
  return new Map(byKey.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Every waiting order of a player cancelled INSIDE another write's transaction (a time-out or a
 * self-exclusion: the break and the cancellation commit together, or neither). `lock` before the
 * player's row is locked: the books of the player's waiting orders, in key order (the lock order:
 * books, then the player). `cancel` after: each market's waiting orders ended and its
 * reservation released. An order placed on another market between the two is cancelled too
 * (its book locked late: on PostgreSQL a deadlock this causes is retried by the transaction).
 * `parts()`: the order events for the player's `account` topic after the commit.
 */
export function everyOrderInTransaction(userId: number) {
  let events = new OrderEvents();
  let locked = new Set<string>();
  return {
    lock: async (tx: Queryable): Promise<void> => {
      events = new OrderEvents();
      const keys = [...(await waitingMarkets(tx, userId)).keys()];
      await lockBookMarkets(tx, keys);
      locked = new Set(keys);
    },
    cancel: async (tx: Queryable): Promise<number> => {
      const markets = await waitingMarkets(tx, userId);
      const late = [...markets.keys()].filter((k) => !locked.has(k));
      if (late.length > 0) await lockBookMarkets(tx, late);
      let cancelled = 0;
      for (const ref of markets.values()) {
        const waiting = await readWaiting(tx, ref);
        await endOrders(tx, ref, waiting, 'cancelled', events);
        cancelled += waiting.length;
      }
      return cancelled;
    },
    parts: () => events.parts(),
  };
}
