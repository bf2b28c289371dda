/**
 * Changing waiting orders: cancel, reduce (keeps its queue place), replace the price (cancel and
 * place anew: it loses its place and may match at once), and lapse at in-play or settlement.
 * A cancelled or lapsed remainder leaves the book, so it can never match.
 */
import {
  BookError,
  findWaiting,
  sideOf,
  withSide,
  type BookChange,
  type MarketBook,
  type Order,
} from './book-types';
import { placeOrder, withRunner, type PlaceResult } from './match-order';

export type AmendResult = BookChange & { order: Order };

/** Puts `next` where the waiting order of the same id is, or takes it out when it is no longer waiting. */
function swap(book: MarketBook, next: Order): MarketBook {
  const rb = book.runners[next.runner];
  if (!rb) return book;
  const orders = sideOf(rb, next.side);
  const updated =
    next.state === 'waiting'
      ? orders.map((o) => (o.id === next.id ? next : o))
      : orders.filter((o) => o.id !== next.id);
  return withRunner(book, next.runner, withSide(rb, next.side, updated));
}

function waiting(book: MarketBook, id: string): Order {
  const order = findWaiting(book, id);
  if (!order) throw new BookError('not waiting', `Order ${id} is not waiting in the book`);
  return order;
}

/** Cancels `by` cents of a waiting order (all of it when `by` reaches its remainder). */
function cancelPart(order: Order, by: number, state: 'cancelled' | 'lapsed'): Order {
  const part = Math.min(by, order.remaining);
  const remaining = order.remaining - part;
  return {
    ...order,
    remaining,
    cancelled: order.cancelled + part,
    state: remaining > 0 ? 'waiting' : state,
  };
}

export function cancelOrder(book: MarketBook, id: string): AmendResult {
  const order = waiting(book, id);
  const next = cancelPart(order, order.remaining, 'cancelled');
  return { book: swap(book, next), fills: [], changed: [next], order: next };
}

/** A smaller stake: cancels `by` cents and keeps the order's place in the queue. */
export function reduceOrder(book: MarketBook, id: string, by: number): AmendResult {
  if (!Number.isSafeInteger(by) || by <= 0)
    throw new BookError('invalid amount', 'A reduction must be a whole number of cents above 0');
  const next = cancelPart(waiting(book, id), by, 'cancelled');
  return { book: swap(book, next), fills: [], changed: [next], order: next };
}

/**
 * A new price: cancels the waiting remainder and places it again as order `newId` (a new
 * sequence, so it queues behind everyone at its price), which matches what it can at once.
 * `changed` holds the old order (cancelled) first.
 */
export function replaceOrder(
  book: MarketBook,
  id: string,
  newId: string,
  price: number,
): PlaceResult & { replaced: Order } {
  const old = waiting(book, id);
  const replaced = cancelPart(old, old.remaining, 'cancelled');
  const placed = placeOrder(swap(book, replaced), {
    id: newId,
    owner: old.owner,
    runner: old.runner,
    side: old.side,
    price,
    size: old.remaining,
    persistence: old.persistence,
  });
  return { ...placed, changed: [replaced, ...placed.changed], replaced };
}

/** Ends every waiting order that `ends` picks (in queue order per side) in one pass. */
export function endWhere(
  book: MarketBook,
  ends: (o: Order) => boolean,
  state: 'cancelled' | 'lapsed',
): BookChange {
  const changed: Order[] = [];
  const keep = (orders: readonly Order[]): Order[] =>
    orders.filter((o) => {
      if (!ends(o)) return true;
      changed.push(cancelPart(o, o.remaining, state));
      return false;
    });
  const runners = Object.fromEntries(
    Object.entries(book.runners).map(([id, rb]) => [
      id,
      { backs: keep(rb.backs), lays: keep(rb.lays) },
    ]),
  );
  return { book: { ...book, runners }, fills: [], changed };
}

/** When the match goes in play (`in-play`: the `lapse` orders) or at settlement (`all`). */
export function lapseOrders(book: MarketBook, when: 'in-play' | 'all'): BookChange {
  return endWhere(book, (o) => when === 'all' || o.persistence === 'lapse', 'lapsed');
}
