/**
 * A market's order book as the pure matcher (book/) reads it: the stored waiting orders of every
 * player and of the house, loaded under the book's lock (book-lock.ts).
 */
import type { Queryable } from '../../../db/types';
import { loadBook, type Fill, type MarketBook, type Order } from '../book/book-types';
import { placeOrder, type PlaceResult } from '../book/match-order';
import { ORDER_COLUMNS, type OrderMarket, type OrderRow, type Persistence } from './order-rows';

/** The owner of the house's orders in the pure book. */
export const HOUSE = 'house';

export interface BookMarket {
  matchId: string;
  marketType: OrderMarket;
  marketId: string;
}

/**
 * Every waiting order of one market, in id (time) order, and the house's stored quote of the
 * market (`key`, house.ts readQuote), in one statement (one round trip less for every order).
 * Call under the book lock.
 */
export async function readBookAndQuote(
  tx: Queryable,
  m: BookMarket,
  key: string,
): Promise<{ rows: OrderRow[]; quote: string | null }> {
  const read = await tx.query<OrderRow & { house_quote: string | null }>(
    `SELECT (SELECT quote FROM sports_house_quotes WHERE market_key = $4) AS house_quote, o.*
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT ${ORDER_COLUMNS} FROM sports_orders
          WHERE match_id = $1 AND market_type = $2 AND market_id = $3 AND state = 'waiting'
       ) o ON true
      ORDER BY o.id::bigint`,
    [m.matchId, m.marketType, m.marketId, key],
  );
  const quote = read[0]?.house_quote ?? null;
  // no waiting order: the one row has only the quote
  const rows = read.filter((r) => r.id !== null);
  for (const r of rows) delete (r as Partial<typeof r>).house_quote;
  return { rows, quote };
}

/** The book owner of a user: HOUSE for the house account, else the user id as text. */
export const ownerOf = (userId: number, house: number): string =>
  userId === house ? HOUSE : String(userId);

/** The user id of a book owner. */
export const userOf = (owner: string, house: number): number =>
  owner === HOUSE ? house : Number(owner);

/** A stored order in the pure book: its time priority is its id. */
export function bookOrder(row: OrderRow, house: number): Order {
  return {
    id: row.id,
    owner: ownerOf(row.user_id, house),
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

/** The book of stored waiting orders; new orders queue behind every stored one. */
export function bookOf(rows: readonly OrderRow[], house: number): MarketBook {
  return loadBook(rows.map((r) => bookOrder(r, house)));
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

/** Matches `incoming` against the book in price-time priority (book/match-order.ts). */
export function planOrder(book: MarketBook, incoming: Incoming): PlaceResult {
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

/** The players (not the house) on either side of these fills. */
export function playersOf(fills: readonly Fill[]): number[] {
  const owners = fills.flatMap((f) => [f.makerOwner, f.takerOwner]);
  return [...new Set(owners.filter((o) => o !== HOUSE))].map(Number);
}
