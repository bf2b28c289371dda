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
import { lockBookMarket } from './book-lock';
import { OrderEvents } from './order-events';
import { marketKey } from '../market-key';
import type { MarketRef, OrderMarket } from '../money-path/order-rows';
import { cancelOrder, endWhere } from './book/amend-order';
import { findWaiting, type Order } from './book/book-types';
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
