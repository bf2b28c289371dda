/**
 * A market's order book as the pure matcher (book/) reads it: the stored waiting orders of every
 * player and of the house, loaded under the book's lock (book-lock.ts).
 */
import type { Queryable } from '../../../db/types';
import { loadBook, type Fill, type MarketBook, type Order } from './book/book-types';
import { placeOrder, type PlaceResult } from './book/match-order';
import {
  ORDER_COLUMNS,
  type OrderMarket,
  type OrderRow,
  type Persistence,
} from '../money-path/order-rows';

/** The owner of the house's orders in the pure book. */
export const HOUSE = 'house';

export interface BookMarket {
  matchId: string;
  marketType: OrderMarket;
  marketId: string;
}

/** A market's waiting orders, in id (time) order, and the house's stored quote of it. */
export interface StoredBookRead {
  rows: OrderRow[];
  quote: string | null;
  /** The book's stored version (migration 108; '0' before its first order). */
  version?: string;
}

/** A book held in memory (book-memory.ts): its waiting orders at a stored version. */
export interface KnownBook {
  version: string;
  rows: readonly OrderRow[];
}

/**
 * Every waiting order of several markets, in id (time) order, and the house's stored quote of
 * each (`key`, house.ts readQuote), in ONE statement (call under the books' locks); the reads in
 * the markets' order. Its OFFSET 0 keeps the subquery a per-market index scan: flattened into a
 * join, a planner that thinks the book small (a fresh table, no statistics yet) read every waiting order once for
 * each market of the batch. A market whose `known` book is at the stored version is not read:
 * its orders are the known ones.
 */
export async function readBooksAndQuotes(
  tx: Queryable,
  markets: readonly (BookMarket & { key: string })[],
  known: readonly (KnownBook | null)[] = [],
): Promise<StoredBookRead[]> {
  const versions = markets.map((_, n) => known[n]?.version ?? null);
  const read = await tx.query<
    OrderRow & { book_n: number; house_quote: string | null; book_version: string }
  >(
    `SELECT k.n::int AS book_n,
            (SELECT quote FROM sports_house_quotes WHERE market_key = k.key) AS house_quote,
            v.version AS book_version, o.*
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY
            AS k(match_id, market_type, market_id, key, known, n)
       CROSS JOIN LATERAL (
         SELECT COALESCE((SELECT version FROM sports_book_versions WHERE market_key = k.key), 0)::text
                AS version
       ) v
       LEFT JOIN LATERAL (
         SELECT ${ORDER_COLUMNS} FROM sports_orders
          WHERE match_id = k.match_id AND market_type = k.market_type AND market_id = k.market_id
            AND state = 'waiting' AND k.known IS DISTINCT FROM v.version
         OFFSET 0
       ) o ON true
      ORDER BY k.n, o.id::bigint`,
    [
      markets.map((m) => m.matchId),
      markets.map((m) => m.marketType),
      markets.map((m) => m.marketId),
      markets.map((m) => m.key),
      versions,
    ],
  );
  const out: StoredBookRead[] = markets.map(() => ({ rows: [], quote: null }));
  for (const { book_n, house_quote, book_version, ...row } of read) {
    const book = out[book_n - 1];
    if (!book) continue;
    book.quote = house_quote;
    book.version = String(book_version);
    // a market with no waiting order (or a known one): its one row has only the quote
    if (row.id !== null) book.rows.push(row);
  }
  out.forEach((book, n) => {
    const mine = known[n];
    if (mine && mine.version === book.version) book.rows = [...mine.rows];
  });
  return out;
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

/** Matches `incoming` against the book in price-time priority (exchange/book/match-order.ts). */
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
