/**
 * The simulated market as a participant: the house account's orders are replaced by a new set
 * of levels on each re-quote. A new house order matches players' waiting orders it crosses, at
 * the player's (resting) price: that is how the market comes to a player's price.
 */
import type { Level } from 'shared-maths/order-book';
import type { BookChange, BookSide, Fill, MarketBook, Order } from './book-types';
import { endWhere } from './amend-order';
import { placeOrder } from './match-order';

/** One house order of a quote; `side` is the house's own side (see `ladderQuote`). */
export interface QuoteOrder {
  id: string;
  runner: string;
  side: BookSide;
  price: number;
  size: number;
}

/**
 * The house orders that show `ladder` to players: "available to back" levels are house lays,
 * "available to lay" levels house backs. Levels of size 0 are skipped; `newId` names each order.
 */
export function ladderQuote(
  runner: string,
  ladder: { back: readonly Level[]; lay: readonly Level[] },
  newId: () => string,
): QuoteOrder[] {
  const orders = (levels: readonly Level[], side: BookSide): QuoteOrder[] =>
    levels
      .filter((l) => l.size > 0 && l.price > 0)
      .map((l) => ({ id: newId(), runner, side, price: l.price, size: l.size }));
  return [...orders(ladder.back, 'lay'), ...orders(ladder.lay, 'back')];
}

const sameLevel = (o: Order, q: QuoteOrder): boolean =>
  o.runner === q.runner && o.side === q.side && o.price === q.price && o.remaining === q.size;

/**
 * Replaces every waiting order of `house` in the book by `quotes`. A waiting house order equal to
 * a quote (runner, side, price, remaining = size) stays as it is, with its queue place, and that
 * quote is not placed again; the others are cancelled, then the new quotes are placed in order.
 */
export function requote(
  book: MarketBook,
  house: string,
  quotes: readonly QuoteOrder[],
): BookChange {
  const pending = [...quotes];
  const stale = (o: Order): boolean => {
    if (o.owner !== house) return false;
    const same = pending.findIndex((q) => sameLevel(o, q));
    if (same < 0) return true;
    pending.splice(same, 1);
    return false;
  };
  const cleared = endWhere(book, stale, 'cancelled');
  let next = cleared.book;
  const fills: Fill[] = [];
  const changed = new Map(cleared.changed.map((o) => [o.id, o]));
  for (const q of pending) {
    const placed = placeOrder(next, { ...q, owner: house, persistence: 'keep' });
    next = placed.book;
    fills.push(...placed.fills);
    for (const o of placed.changed) changed.set(o.id, o);
  }
  return { book: next, fills, changed: [...changed.values()] };
}
