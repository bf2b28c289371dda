/**
 * The order book of one market (match odds or toss), as plain data: every function of book/
 * takes a book and returns a new one, never changing its input. Prices are decimal odds x100 on
 * the Betfair ladder; sizes are the backer's stake in integer cents, for backs and lays alike.
 */
import type { BookSide } from 'shared-maths/order-book';

export type { BookSide };

/** `lapse`: cancelled when the match goes in play; `keep`: stays in play. */
export type Persistence = 'lapse' | 'keep';

/** `waiting` while any size remains; otherwise how the order ended. */
export type OrderState = 'waiting' | 'matched' | 'cancelled' | 'lapsed';

/** An order as placed: the book gives it its sequence and its matched/remaining/cancelled. */
export interface NewOrder {
  id: string;
  /** The account that placed it (a player or the house). */
  owner: string;
  runner: string;
  side: BookSide;
  /** The asked price: a back takes this or more, a lay this or less. */
  price: number;
  size: number;
  persistence: Persistence;
}

export interface Order extends NewOrder {
  matched: number;
  remaining: number;
  cancelled: number;
  /** Time priority: lower came first. A new price takes a new sequence. */
  seq: number;
  state: OrderState;
}

/**
 * The waiting orders of one runner in priority order (best first for whoever takes them):
 * `backs` lowest price first (a lay takes the cheapest back), `lays` highest price first.
 */
export interface RunnerBook {
  backs: readonly Order[];
  lays: readonly Order[];
}

export interface MarketBook {
  /** The sequence the next new order gets. */
  nextSeq: number;
  runners: Readonly<Record<string, RunnerBook>>;
}

/** One match between a resting order (maker) and an incoming one (taker), at the maker's price. */
export interface Fill {
  runner: string;
  price: number;
  size: number;
  makerId: string;
  takerId: string;
  makerOwner: string;
  takerOwner: string;
  takerSide: BookSide;
}

/** What a book operation did: the new book, its fills in order, every order it changed (final). */
export interface BookChange {
  book: MarketBook;
  fills: Fill[];
  changed: Order[];
}

export type BookErrorCode = 'invalid order' | 'not waiting' | 'invalid amount';

export class BookError extends Error {
  override name = 'BookError';
  constructor(
    readonly code: BookErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const EMPTY_RUNNER: RunnerBook = { backs: [], lays: [] };

export function emptyBook(nextSeq = 1): MarketBook {
  return { nextSeq, runners: {} };
}

/** The waiting order `id`, wherever it is in the book. */
export function findWaiting(book: MarketBook, id: string): Order | undefined {
  for (const rb of Object.values(book.runners)) {
    const found = rb.backs.find((o) => o.id === id) ?? rb.lays.find((o) => o.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The waiting orders on `side` of a runner's book. */
export function sideOf(runner: RunnerBook, side: BookSide): readonly Order[] {
  return side === 'back' ? runner.backs : runner.lays;
}

export function withSide(runner: RunnerBook, side: BookSide, orders: readonly Order[]): RunnerBook {
  return side === 'back' ? { ...runner, backs: orders } : { ...runner, lays: orders };
}

/** True when `a` is ahead of `b` in the queue of their (same) side: better price, then earlier. */
export function ahead(a: Order, b: Order): boolean {
  if (a.price !== b.price) return a.side === 'back' ? a.price < b.price : a.price > b.price;
  return a.seq < b.seq;
}

/**
 * A market's book from its stored waiting orders, in any order. `nextSeq` defaults to one above
 * the latest of them; pass the store's own counter when ended orders may hold later sequences.
 */
export function loadBook(waiting: readonly Order[], nextSeq?: number): MarketBook {
  const runners: Record<string, { backs: Order[]; lays: Order[] }> = {};
  for (const o of waiting) {
    const rb = (runners[o.runner] ??= { backs: [], lays: [] });
    (o.side === 'back' ? rb.backs : rb.lays).push(o);
  }
  const queue = (a: Order, b: Order): number => (ahead(a, b) ? -1 : 1);
  for (const rb of Object.values(runners)) {
    rb.backs.sort(queue);
    rb.lays.sort(queue);
  }
  const latest = waiting.reduce((max, o) => Math.max(max, o.seq), 0);
  return { nextSeq: nextSeq ?? latest + 1, runners };
}
