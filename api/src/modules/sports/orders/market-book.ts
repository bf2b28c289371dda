/**
 * A market's order book as the pure matcher (book/) reads it, loaded from the stored waiting
 * orders of every player under the book's lock (book-lock.ts), with the house's live levels.
 */
import type { Level } from 'shared-maths/order-book';
import type { Queryable } from '../../../db/types';
import { loadBook, type MarketBook, type Order } from '../book/book-types';
import { placeOrder, type PlaceResult } from '../book/match-order';
import { ORDER_COLUMNS, type OrderMarket, type OrderRow, type Persistence } from './order-rows';

/** The owner of the house's orders in the pure book. */
export const HOUSE = 'house';

export interface BookMarket {
  matchId: string;
  marketType: OrderMarket;
  marketId: string;
}

/** Every waiting order of one market, all players, in id (time) order. Call under the book lock. */
export const readMarketOrders = (tx: Queryable, m: BookMarket): Promise<OrderRow[]> =>
  tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sports_orders
      WHERE match_id = $1 AND market_type = $2 AND market_id = $3 AND state = 'waiting'
      ORDER BY id`,
    [m.matchId, m.marketType, m.marketId],
  );

/** A stored order in the pure book: its owner the user id, its time priority its id. */
export function bookOrder(row: OrderRow): Order {
  return {
    id: row.id,
    owner: String(row.user_id),
    runner: row.selection_id,
    side: row.side,
    price: row.price,
    size: row.size,
    persistence: row.persistence,
    matched: row.matched,
    remaining: row.remaining,
    cancelled: row.cancelled,
    seq: Number(row.id),
    state: row.state,
  };
}

/** The order a player places (the book gives it its sequence). */
export interface Incoming {
  userId: number;
  selectionId: string;
  side: 'back' | 'lay';
  price: number;
  size: number;
  persistence: Persistence;
}

/** The id the incoming order has in the book until the store gives it its own. */
export const INCOMING_ID = 'incoming';

/**
 * Matches `incoming` against the players' waiting orders and the house's live `levels` (what
 * its side can take, best first), in price-time priority: the house's levels queue behind the
 * players' orders at the same price (re-quoted each tick, they are the latest).
 */
export function planOrder(
  rows: readonly OrderRow[],
  incoming: Incoming,
  levels: readonly Level[],
): PlaceResult {
  const stored = rows.map(bookOrder);
  const latest = stored.reduce((max, o) => Math.max(max, o.seq), 0);
  const house: Order[] = levels.map((l, i) => ({
    id: `${HOUSE}:${i}`,
    owner: HOUSE,
    runner: incoming.selectionId,
    side: incoming.side === 'back' ? 'lay' : 'back',
    price: l.price,
    size: l.size,
    persistence: 'keep',
    matched: 0,
    remaining: l.size,
    cancelled: 0,
    seq: latest + 1 + i,
    state: 'waiting',
  }));
  const book: MarketBook = loadBook([...stored, ...house], latest + 1 + house.length);
  return placeOrder(book, {
    id: INCOMING_ID,
    owner: String(incoming.userId),
    runner: incoming.selectionId,
    side: incoming.side,
    price: incoming.price,
    size: incoming.size,
    persistence: incoming.persistence,
  });
}

/** The players (not the house) whose resting orders a plan matches. */
export function makersOf(plan: Pick<PlaceResult, 'fills'>): number[] {
  return [...new Set(plan.fills.map((f) => f.makerOwner).filter((o) => o !== HOUSE))].map(Number);
}
