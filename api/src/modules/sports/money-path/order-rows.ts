import { exposureWithWaiting, type WaitingOrder } from 'shared-maths/order-book';
import type { Queryable } from '../../../db/types';
import { readOpenBets, runnerBetsOf, writeExposure, type BetRow } from './bet-rows';
import type { BetTarget } from '../fixed-odds/market-check';
import { marketKey } from '../market-key';

export type OrderMarket = 'odds' | 'toss';
export type Persistence = 'lapse' | 'keep';

/** A match-odds / toss PlaceBet as the book takes it. */
export interface OrderInput extends BetTarget {
  marketType: OrderMarket;
  side: 'back' | 'lay';
  stake: number;
  persistence: Persistence;
  idempotencyKey: string | null;
}

/** A stored order as the API reads it (sizes in cents, price odds x100). */
export interface OrderRow {
  id: string;
  user_id: number;
  match_id: string;
  event_id: string;
  market_id: string;
  market_type: OrderMarket;
  selection_id: string;
  selection_name: string;
  runner_ids: string;
  side: 'back' | 'lay';
  price: number;
  size: number;
  matched: number;
  remaining: number;
  cancelled: number;
  persistence: Persistence;
  state: 'waiting' | 'matched' | 'cancelled' | 'lapsed';
  /** ISO 8601 in UTC ("2026-12-05T06:57:04.124Z"), as every instant the API sends. */
  created_at: string;
}

export const ORDER_COLUMNS = `id::text AS id, user_id, match_id, event_id, market_id, market_type, selection_id,
  selection_name, runner_ids, side, price, size::int AS size, matched::int AS matched, remaining::int AS remaining,
  cancelled::int AS cancelled, persistence, state,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

export interface MarketRef {
  userId: number;
  matchId: string;
  marketType: OrderMarket;
  marketId: string;
}

export type NewOrder = Omit<
  OrderRow,
  'id' | 'matched' | 'remaining' | 'cancelled' | 'state' | 'created_at'
>;

export async function insertOrder(tx: Queryable, o: NewOrder): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO sports_orders (user_id, match_id, event_id, market_id, market_type, selection_id,
                                selection_name, runner_ids, side, price, size, remaining, persistence)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12) RETURNING id::text AS id`,
    [
      o.user_id,
      o.match_id,
      o.event_id,
      o.market_id,
      o.market_type,
      o.selection_id,
      o.selection_name,
      o.runner_ids,
      o.side,
      o.price,
      o.size,
      o.persistence,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('order insert returned no id');
  return id;
}

/** The player's waiting orders of one market (FOR UPDATE: a fill or cancel owns them). */
export const readWaiting = (tx: Queryable, m: MarketRef): Promise<OrderRow[]> =>
  tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sports_orders
      WHERE user_id = $1 AND match_id = $2 AND market_type = $3 AND market_id = $4 AND state = 'waiting'
      ORDER BY id FOR UPDATE`,
    [m.userId, m.matchId, m.marketType, m.marketId],
  );

const asWaiting = (o: OrderRow): WaitingOrder => ({
  selectionId: o.selection_id,
  side: o.side,
  price: o.price,
  remaining: o.remaining,
});

/** A runner market's worst case: matched bets net per outcome, each waiting order's reservation. */
export const marketExposure = (
  runnerIds: readonly string[],
  open: readonly BetRow[],
  waiting: readonly OrderRow[],
): number => exposureWithWaiting(runnerIds, runnerBetsOf(open), waiting.map(asWaiting));

/** Recomputes and stores the market's exposure of one player from their bets and waiting orders. */
export async function refreshExposure(
  tx: Queryable,
  m: MarketRef,
  runnerIds: readonly string[],
): Promise<void> {
  const open = await readOpenBets(tx, m.userId, m.matchId, m.marketType, m.marketId);
  const exposure = marketExposure(runnerIds, open, await readWaiting(tx, m));
  await writeExposure(tx, m.userId, marketKey(m.matchId, m.marketType, m.marketId), exposure);
}

/** The market's runner ids as an order stores them. */
export const runnerIdsOf = (o: Pick<OrderRow, 'runner_ids'>): string[] => o.runner_ids.split(',');
