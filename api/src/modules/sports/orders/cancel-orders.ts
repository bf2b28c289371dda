import type { CancelledBets } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import { ok, refuse, type OkReply, type RefusedReply } from '../../../http/reply';
import { readBalanceCents, readBalanceData } from '../../../money/balances';
import { writeMoney, type WritePathDeps } from '../../../money/write-path';
import { lockBookMarket } from './book-lock';
import { OrderEvents } from './order-events';
import { marketKey } from '../market-key';
import { endOrders } from './end-orders';
import { readWaiting, type MarketRef, type OrderMarket } from './order-rows';

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
 * Cancels waiting orders through the write path (market lock, then the player): the remaining
 * size is cancelled and its reservation released. A part already matched stays a matched bet.
 */
export async function cancelOrders(
  deps: WritePathDeps,
  userId: number,
  target: CancelTarget,
  idempotencyKey: string | null,
): Promise<CancelReply> {
  const ref = await marketOf(deps, userId, target);
  const one = 'orderId' in target;
  if (!ref) {
    if (one) return refuse('Unknown bet');
    const balance = await readBalanceData(deps.db, userId);
    return ok<CancelledBets>({ cancelled: 0, released: '0.00', balance }, 'No unmatched bets');
  }
  let events = new OrderEvents();
  return writeMoney(deps, {
    call: one ? '/Player/CancelBet' : '/Player/CancelBets',
    userId,
    idempotencyKey,
    request: target,
    lockMarket: lockBookMarket(marketKey(ref.matchId, ref.marketType, ref.marketId)),
    steps: [],
    notify: () => events.parts(),
    write: async ({ tx }) => {
      events = new OrderEvents();
      const waiting = await readWaiting(tx, ref);
      const orders = one ? waiting.filter((o) => o.id === target.orderId) : waiting;
      if (one && orders.length === 0) return refuse('Bet is no longer unmatched');
      const before = (await readBalanceCents(tx, userId)).available;
      await endOrders(tx, ref, orders, 'cancelled', events);
      const after = (await readBalanceCents(tx, userId)).available;
      const data = {
        cancelled: orders.length,
        released: formatCents(after - before),
        balance: await readBalanceData(tx, userId),
      };
      return ok<CancelledBets>(data, one ? 'Bet cancelled' : 'Bets cancelled');
    },
  });
}

/**
 * Cancels every waiting order of a player, market by market (each its own write through the
 * write path, in its lock order): for a time-out or self-exclusion, after its commit.
 */
export async function cancelEveryOrder(deps: WritePathDeps, userId: number): Promise<number> {
  const markets = await deps.db.query<{ match_id: string; market_type: OrderMarket }>(
    `SELECT DISTINCT match_id, market_type FROM sports_orders WHERE user_id = $1 AND state = 'waiting'`,
    [userId],
  );
  let cancelled = 0;
  for (const m of markets) {
    const reply = await cancelOrders(
      deps,
      userId,
      { matchId: m.match_id, marketType: m.market_type },
      null,
    );
    if (reply.status === 0) cancelled += reply.data.cancelled;
  }
  return cancelled;
}
