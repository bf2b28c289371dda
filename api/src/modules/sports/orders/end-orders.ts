import type { Queryable } from '../../../db/types';
import type { OrderEvents } from './order-events';
import { refreshExposure, runnerIdsOf, type MarketRef, type OrderRow } from './order-rows';

/**
 * Ends waiting orders of one player's market (cancelled by them, or lapsed): their remaining
 * size goes to cancelled, so it can never match, and the market's exposure is recomputed without
 * their reservation. The caller holds the market's lock, then the player's.
 */
export async function endOrders(
  tx: Queryable,
  ref: MarketRef,
  orders: readonly OrderRow[],
  state: 'cancelled' | 'lapsed',
  events?: OrderEvents,
): Promise<void> {
  const first = orders[0];
  if (!first) return;
  for (const o of orders) events?.add(state, { ...o, remaining: 0 });
  await tx.query(
    `UPDATE sports_orders SET cancelled = cancelled + remaining, remaining = 0, state = $2
      WHERE id = ANY($1::bigint[]) AND state = 'waiting'`,
    [orders.map((o) => o.id), state],
  );
  await refreshExposure(tx, ref, runnerIdsOf(first));
}
