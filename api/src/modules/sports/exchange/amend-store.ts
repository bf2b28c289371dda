import type { Queryable } from '../../../db/types';
import { readOpenBets, writeExposure } from '../money-path/bet-rows';
import type { Order } from './book/book-types';
import { marketKey } from '../market-key';
import type { BookMarket } from './market-book';
import { marketExposure, runnerIdsOf, type OrderRow } from '../money-path/order-rows';

/** A stored book after an amendment: its waiting orders, and the changed orders as now stored. */
export interface Amended {
  after: OrderRow[];
  changed: OrderRow[];
}

/**
 * Stores what the pure book did when it cancelled, reduced or lapsed waiting orders
 * (exchange/book/amend-order.ts), under the book's lock and the players': each changed order's totals
 * and state in one statement (each must still wait), then the market's exposure of each player
 * whose orders changed, from their open bets and their waiting orders in the new book.
 * `rows`: the book before (every waiting order of the market).
 */
export async function storeAmended(
  tx: Queryable,
  m: BookMarket,
  rows: readonly OrderRow[],
  amended: readonly Order[],
): Promise<Amended> {
  const byId = new Map(amended.map((o) => [o.id, o]));
  const changed = rows.flatMap((r): OrderRow[] => {
    const o = byId.get(r.id);
    if (!o) return [];
    return [
      { ...r, matched: o.matched, remaining: o.remaining, cancelled: o.cancelled, state: o.state },
    ];
  });
  const first = changed[0];
  if (!first) return { after: [...rows], changed };
  if (changed.length !== amended.length) throw new Error('an amended order is not in the book');
  const updated = await tx.query<{ id: string }>(
    `UPDATE sports_orders o
        SET matched = v.matched, remaining = v.remaining, cancelled = v.cancelled, state = v.state
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[])
            AS v(id, matched, remaining, cancelled, state)
      WHERE o.id = v.id AND o.state = 'waiting'
      RETURNING o.id::text AS id`,
    [
      changed.map((o) => o.id),
      changed.map((o) => o.matched),
      changed.map((o) => o.remaining),
      changed.map((o) => o.cancelled),
      changed.map((o) => o.state),
    ],
  );
  if (updated.length !== changed.length) throw new Error('an order left the book under its lock');
  const now = new Map(changed.map((o) => [o.id, o]));
  const after = rows.flatMap((r) => {
    const o = now.get(r.id) ?? r;
    return o.state === 'waiting' ? [o] : [];
  });
  const runnerIds = runnerIdsOf(first);
  const key = marketKey(m.matchId, m.marketType, m.marketId);
  for (const userId of new Set(changed.map((o) => o.user_id))) {
    const open = await readOpenBets(tx, userId, m.matchId, m.marketType, m.marketId);
    const waiting = after.filter((o) => o.user_id === userId);
    await writeExposure(tx, userId, key, marketExposure(runnerIds, open, waiting));
  }
  return { after, changed };
}
