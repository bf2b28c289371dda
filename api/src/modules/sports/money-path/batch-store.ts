/**
 * A planned batch (batch-plan.ts) stored with one set-based statement: every market's stored
 * orders it changed, its bets, its orders that waited and the players' market exposures. Call in
 * the batch's transaction, under the books' locks and every player's.
 */
import type { Queryable } from '../../../db/types';
import type { NewBet } from './bet-rows';
import type { Order } from '../exchange/book/book-types';
import type { ChangeMarket } from './apply-change';
import type { OrderRow } from './order-rows';

/** A batch's order that waited: its player, its resting size and its final state. */
export interface NewWaiting {
  userId: number;
  selectionName: string;
  order: Order;
  /** What of it waited when it was placed (its row's size). */
  size: number;
}

/** What one market of a batch writes. */
export interface MarketRows {
  /** The stored waiting orders it changed (stored id -> order). */
  updates: ReadonlyMap<string, Order>;
  bets: readonly NewBet[];
  /** Its orders that waited, in time order. */
  waiting: readonly NewWaiting[];
  /** The players' exposure of the market: above 0 upserted, else deleted. */
  exposures: ReadonlyMap<number, number>;
}

/** One market's rows of a batch: its market, its key and what it writes. */
export interface StagedMarket {
  m: ChangeMarket;
  key: string;
  rows: MarketRows;
}

/** The ids a market's rows got: its new bets' and orders', each in the order given. */
export interface RowIds {
  betIds: string[];
  orderIds: string[];
}

/**
 * Stores every market's part of a batch in ONE statement (each part a data-modifying WITH; they
 * touch different rows): the changed stored orders, the new bets, the orders that waited and the
 * players' exposures. Returns each market's new bets' and orders' ids.
 */
export async function storeBatchRows(
  tx: Queryable,
  markets: readonly StagedMarket[],
): Promise<RowIds[]> {
  const changed = markets.flatMap((s) => [...s.rows.updates]);
  const bets = markets.flatMap((s) => s.rows.bets);
  const bet = <K extends keyof NewBet>(k: K) => bets.map((b) => b[k]);
  const waiting = markets.flatMap((s) => s.rows.waiting.map((w) => ({ ...w, m: s.m })));
  const exposures = markets.flatMap((s) => [...s.rows.exposures].map((e) => ({ key: s.key, e })));
  const kept = exposures.filter(({ e: [, a] }) => a > 0);
  const gone = exposures.filter(({ e: [, a] }) => a <= 0);
  const [row] = await tx.query<{
    updated: number;
    bet_ids: string[] | null;
    order_ids: string[] | null;
  }>(
    `WITH upd AS (
       UPDATE sports_orders o SET matched = v.matched, remaining = v.remaining, cancelled = v.cancelled, state = v.state
         FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[])
              AS v(id, matched, remaining, cancelled, state)
        WHERE o.id = v.id AND o.state = 'waiting'
       RETURNING o.id),
     bets AS (
       INSERT INTO sports_bets (user_id, match_id, event_id, market_id, market_type, selection_id,
                                selection_name, side, price, line, stake, win_amount, loss_amount,
                                idempotency_key, asked_price, asked_line)
       SELECT u, mi, ei, mk, mt, s, n, sd, p, NULL, st, w, l, k, ap, NULL
         FROM unnest($6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
                     $12::text[], $13::text[], $14::int[], $15::bigint[], $16::bigint[],
                     $17::bigint[], $18::text[], $19::int[])
              WITH ORDINALITY AS t(u, mi, ei, mk, mt, s, n, sd, p, st, w, l, k, ap, ord)
        ORDER BY ord
       RETURNING id),
     orders AS (
       INSERT INTO sports_orders (user_id, match_id, event_id, market_id, market_type, selection_id,
                                  selection_name, runner_ids, side, price, size, matched, remaining,
                                  cancelled, persistence, state)
       SELECT u, mi, ei, mk, mt, s, n, ri, sd, p, sz, sz - r, r, 0, ps,
              CASE WHEN r = 0 THEN 'matched' ELSE 'waiting' END
         FROM unnest($20::int[], $21::text[], $22::text[], $23::text[], $24::text[], $25::text[],
                     $26::text[], $27::text[], $28::text[], $29::int[], $30::bigint[],
                     $31::bigint[], $32::text[])
              WITH ORDINALITY AS t(u, mi, ei, mk, mt, ri, s, n, sd, p, sz, r, ps, ord)
        ORDER BY ord
       RETURNING id),
     kept AS (
       INSERT INTO exposures (user_id, market_key, amount)
       SELECT u, mk, a FROM unnest($33::int[], $34::text[], $35::bigint[]) AS t(u, mk, a)
       ON CONFLICT (user_id, market_key) DO UPDATE SET amount = EXCLUDED.amount
       RETURNING 1),
     gone AS (
       DELETE FROM exposures e USING unnest($36::int[], $37::text[]) AS g(u, mk)
        WHERE e.market_key = g.mk AND e.user_id = g.u RETURNING 1)
     SELECT (SELECT count(*) FROM upd)::int AS updated,
            (SELECT json_agg(id::text) FROM bets) AS bet_ids,
            (SELECT json_agg(id::text) FROM orders) AS order_ids`,
    [
      changed.map(([id]) => id),
      changed.map(([, o]) => o.matched),
      changed.map(([, o]) => o.remaining),
      changed.map(([, o]) => o.cancelled),
      changed.map(([, o]) => o.state),
      bet('userId'),
      bet('matchId'),
      bet('eventId'),
      bet('marketId'),
      bet('marketType'),
      bet('selectionId'),
      bet('selectionName'),
      bet('side'),
      bet('price'),
      bet('stake'),
      bet('win'),
      bet('loss'),
      bet('idempotencyKey'),
      bet('askedPrice'),
      waiting.map((o) => o.userId),
      waiting.map((o) => o.m.matchId),
      waiting.map((o) => o.m.eventId),
      waiting.map((o) => o.m.marketId),
      waiting.map((o) => o.m.marketType),
      waiting.map((o) => o.m.runnerIds.join(',')),
      waiting.map((o) => o.order.runner),
      waiting.map((o) => o.selectionName),
      waiting.map((o) => o.order.side),
      waiting.map((o) => o.order.price),
      waiting.map((o) => o.size),
      waiting.map((o) => o.order.remaining),
      waiting.map((o) => o.order.persistence),
      kept.map(({ e: [id] }) => id),
      kept.map(({ key }) => key),
      kept.map(({ e: [, a] }) => a),
      gone.map(({ e: [id] }) => id),
      gone.map(({ key }) => key),
    ],
  );
  if ((row?.updated ?? 0) !== changed.length)
    throw new Error('an order left the book under its lock');
  // ids come from one sequence in the rows' order: each market's are the next of that order
  const sorted = (ids: string[] | null | undefined) =>
    (ids ?? []).sort((a, b) => Number(a) - Number(b));
  const betIds = sorted(row?.bet_ids);
  const orderIds = sorted(row?.order_ids);
  let b = 0;
  let o = 0;
  return markets.map(({ rows }) => ({
    betIds: betIds.slice(b, (b += rows.bets.length)),
    orderIds: orderIds.slice(o, (o += rows.waiting.length)),
  }));
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
