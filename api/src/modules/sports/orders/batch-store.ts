/**
 * A planned batch (batch-plan.ts) stored with set-based statements: the stored orders it changed
 * in one UPDATE, its bets in one INSERT, its orders that waited in one INSERT, the players'
 * market exposures in one upsert (and one delete). Call in the batch's transaction, under the
 * book's lock and every player's.
 */
import type { Queryable } from '../../../db/types';
import type { BetRow, NewBet } from '../bets/bet-rows';
import type { Order } from '../book/book-types';
import type { ChangeMarket } from './apply-change';
import { marketExposure, type OrderRow } from './order-rows';

/** The new bets' ids, in the order given. */
export async function insertBets(tx: Queryable, bets: readonly NewBet[]): Promise<string[]> {
  if (bets.length === 0) return [];
  const col = <K extends keyof NewBet>(k: K) => bets.map((b) => b[k]);
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO sports_bets (user_id, match_id, event_id, market_id, market_type, selection_id,
                              selection_name, side, price, line, stake, win_amount, loss_amount,
                              idempotency_key, asked_price, asked_line)
     SELECT u, $2, $3, $4, $5, s, n, sd, p, NULL, st, w, l, k, ap, NULL
       FROM unnest($1::int[], $6::text[], $7::text[], $8::text[], $9::int[], $10::bigint[],
                   $11::bigint[], $12::bigint[], $13::text[], $14::int[])
            WITH ORDINALITY AS t(u, s, n, sd, p, st, w, l, k, ap, ord)
      ORDER BY ord
     RETURNING id::text AS id`,
    [
      col('userId'),
      bets[0]?.matchId,
      bets[0]?.eventId,
      bets[0]?.marketId,
      bets[0]?.marketType,
      col('selectionId'),
      col('selectionName'),
      col('side'),
      col('price'),
      col('stake'),
      col('win'),
      col('loss'),
      col('idempotencyKey'),
      col('askedPrice'),
    ],
  );
  // ids come from one sequence in the rows' order
  return rows.map((r) => r.id).sort((a, b) => Number(a) - Number(b));
}

/** A batch's order that waited: its player, its resting size and its final state. */
export interface NewWaiting {
  userId: number;
  selectionName: string;
  order: Order;
  /** What of it waited when it was placed (its row's size). */
  size: number;
}

/** Inserts the batch's orders that waited, in time order; their stored ids in that order. */
export async function insertOrders(
  tx: Queryable,
  m: ChangeMarket,
  orders: readonly NewWaiting[],
): Promise<string[]> {
  if (orders.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO sports_orders (user_id, match_id, event_id, market_id, market_type, selection_id,
                                selection_name, runner_ids, side, price, size, matched, remaining,
                                cancelled, persistence, state)
     SELECT u, $2, $3, $4, $5, s, n, $6, sd, p, sz, sz - r, r, 0, ps, CASE WHEN r = 0 THEN 'matched' ELSE 'waiting' END
       FROM unnest($1::int[], $7::text[], $8::text[], $9::text[], $10::int[], $11::bigint[],
                   $12::bigint[], $13::text[])
            WITH ORDINALITY AS t(u, s, n, sd, p, sz, r, ps, ord)
      ORDER BY ord
     RETURNING id::text AS id`,
    [
      orders.map((o) => o.userId),
      m.matchId,
      m.eventId,
      m.marketId,
      m.marketType,
      m.runnerIds.join(','),
      orders.map((o) => o.order.runner),
      orders.map((o) => o.selectionName),
      orders.map((o) => o.order.side),
      orders.map((o) => o.order.price),
      orders.map((o) => o.size),
      orders.map((o) => o.order.remaining),
      orders.map((o) => o.order.persistence),
    ],
  );
  return rows.map((r) => r.id).sort((a, b) => Number(a) - Number(b));
}

/** Stores the new matched / remaining / state of stored waiting orders (stored id -> order). */
export async function updateOrders(
  tx: Queryable,
  changed: ReadonlyMap<string, Order>,
): Promise<void> {
  if (changed.size === 0) return;
  const list = [...changed];
  const updated = await tx.query(
    `UPDATE sports_orders o SET matched = v.matched, remaining = v.remaining, cancelled = v.cancelled, state = v.state
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[])
            AS v(id, matched, remaining, cancelled, state)
      WHERE o.id = v.id AND o.state = 'waiting'
     RETURNING o.id`,
    [
      list.map(([id]) => id),
      list.map(([, o]) => o.matched),
      list.map(([, o]) => o.remaining),
      list.map(([, o]) => o.cancelled),
      list.map(([, o]) => o.state),
    ],
  );
  if (updated.length !== list.length) throw new Error('an order left the book under its lock');
}

/** Stores the players' exposure of one market: the rows above 0 upserted, the others deleted. */
export async function writeExposures(
  tx: Queryable,
  key: string,
  exposures: ReadonlyMap<number, number>,
): Promise<void> {
  const list = [...exposures];
  const kept = list.filter(([, e]) => e > 0);
  const gone = list.filter(([, e]) => e <= 0).map(([id]) => id);
  if (kept.length > 0)
    await tx.query(
      `INSERT INTO exposures (user_id, market_key, amount)
       SELECT u, $1, a FROM unnest($2::int[], $3::bigint[]) AS t(u, a)
       ON CONFLICT (user_id, market_key) DO UPDATE SET amount = EXCLUDED.amount`,
      [key, kept.map(([id]) => id), kept.map(([, e]) => e)],
    );
  if (gone.length > 0)
    await tx.query('DELETE FROM exposures WHERE market_key = $1 AND user_id = ANY($2::int[])', [
      key,
      gone,
    ]);
}

/** The event identity of a batch's order once stored. */
export function storedWaiting(m: ChangeMarket, w: NewWaiting, id: string): OrderRow {
  return {
    id,
    user_id: w.userId,
    match_id: m.matchId,
    event_id: m.eventId,
    market_id: m.marketId,
    market_type: m.marketType,
    selection_id: w.order.runner,
    selection_name: w.selectionName,
    runner_ids: m.runnerIds.join(','),
    side: w.order.side,
    price: w.order.price,
    size: w.size,
    matched: 0,
    remaining: w.size,
    cancelled: 0,
    persistence: w.order.persistence,
    state: 'waiting',
    created_at: '',
  };
}

/** A market of a batch whose house orders were matched. */
export interface HouseMarket {
  key: string;
  matchId: string;
  marketType: string;
  marketId: string;
  runnerIds: readonly string[];
}

/**
 * The house's exposure of every market a batch matched its orders on, recomputed from its open
 * bets and waiting orders there: one read and one write for the whole batch (the house's row is
 * not locked and its exposure not checked, so this can wait for the batch's last market).
 */
export async function refreshHouseExposures(
  tx: Queryable,
  house: number,
  markets: readonly HouseMarket[],
): Promise<void> {
  if (markets.length === 0) return;
  const [read] = await tx.query<{
    bets: (BetRow & { market_key: string })[] | null;
    waiting: (OrderRow & { market_key: string })[] | null;
  }>(
    `SELECT
       (SELECT json_agg(b) FROM (
          SELECT k.key AS market_key, b.selection_id, b.side, b.line, b.win_amount, b.loss_amount
            FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS k(key, match_id, market_type, market_id)
            JOIN sports_bets b ON b.match_id = k.match_id AND b.market_type = k.market_type
                              AND b.market_id = k.market_id
           WHERE b.user_id = $1 AND b.status = 'open') b) AS bets,
       (SELECT json_agg(o) FROM (
          SELECT k.key AS market_key, o.selection_id, o.side, o.price, o.remaining::int AS remaining
            FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS k(key, match_id, market_type, market_id)
            JOIN sports_orders o ON o.match_id = k.match_id AND o.market_type = k.market_type
                                AND o.market_id = k.market_id
           WHERE o.user_id = $1 AND o.state = 'waiting') o) AS waiting`,
    [
      house,
      markets.map((m) => m.key),
      markets.map((m) => m.matchId),
      markets.map((m) => m.marketType),
      markets.map((m) => m.marketId),
    ],
  );
  const amounts = markets.map((m) =>
    marketExposure(
      m.runnerIds,
      (read?.bets ?? []).filter((b) => b.market_key === m.key),
      (read?.waiting ?? []).filter((o) => o.market_key === m.key),
    ),
  );
  await tx.query(
    `WITH gone AS (
       DELETE FROM exposures WHERE user_id = $1 AND market_key = ANY($4::text[]))
     INSERT INTO exposures (user_id, market_key, amount)
     SELECT $1, k, a FROM unnest($2::text[], $3::bigint[]) AS t(k, a)
     ON CONFLICT (user_id, market_key) DO UPDATE SET amount = EXCLUDED.amount`,
    [
      house,
      markets.filter((_, n) => (amounts[n] ?? 0) > 0).map((m) => m.key),
      amounts.filter((a) => a > 0),
      markets.filter((_, n) => (amounts[n] ?? 0) <= 0).map((m) => m.key),
    ],
  );
}
