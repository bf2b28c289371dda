/**
 * Placing an order: it takes the opposite side's waiting orders in price-time priority, each at
 * the RESTING order's price (never worse than asked), as much as is offered; the rest waits.
 * An order never matches one of its own owner's (that one is passed over and keeps its place).
 */
import { isValidTick } from 'shared-maths';
import { crosses } from 'shared-maths/order-book';
import {
  ahead,
  BookError,
  EMPTY_RUNNER,
  sideOf,
  withSide,
  type BookChange,
  type BookSide,
  type Fill,
  type MarketBook,
  type NewOrder,
  type Order,
  type RunnerBook,
} from './book-types';

export interface PlaceOptions {
  /** false: fill what can be matched now and cancel the rest (nothing waits). Default true. */
  rest?: boolean;
}

export type PlaceResult = BookChange & { order: Order };

const opposite = (side: BookSide): BookSide => (side === 'back' ? 'lay' : 'back');

function filled(order: Order, size: number): Order {
  const remaining = order.remaining - size;
  return {
    ...order,
    matched: order.matched + size,
    remaining,
    state: remaining === 0 ? 'matched' : 'waiting',
  };
}

/** `orders` with `order` put behind every order at least as good (same side, sorted). */
export function inQueue(orders: readonly Order[], order: Order): Order[] {
  let lo = 0;
  let hi = orders.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ahead(orders[mid] as Order, order)) lo = mid + 1;
    else hi = mid;
  }
  return [...orders.slice(0, lo), order, ...orders.slice(lo)];
}

export function withRunner(book: MarketBook, runner: string, rb: RunnerBook): MarketBook {
  return { ...book, runners: { ...book.runners, [runner]: rb } };
}

function check(order: NewOrder): void {
  if (!order.id || !order.owner || !order.runner)
    throw new BookError('invalid order', 'An order needs an id, an owner and a runner');
  if (!isValidTick(order.price))
    throw new BookError('invalid order', `${order.price} is not a ladder price`);
  if (!Number.isSafeInteger(order.size) || order.size <= 0)
    throw new BookError('invalid order', 'The size must be a whole number of cents above 0');
}

/**
 * Matches `incoming` against the book and (unless `rest` is false) leaves its remainder waiting.
 * `changed` holds the incoming order's final state first, then each maker it touched. Order ids
 * are the caller's and unique (the store's primary key): the book does not look for a repeat.
 */
export function placeOrder(
  book: MarketBook,
  incoming: NewOrder,
  { rest = true }: PlaceOptions = {},
): PlaceResult {
  check(incoming);
  let taker: Order = {
    ...incoming,
    matched: 0,
    remaining: incoming.size,
    cancelled: 0,
    seq: book.nextSeq,
    state: 'waiting',
  };
  const runner = book.runners[incoming.runner] ?? EMPTY_RUNNER;
  const makers = sideOf(runner, opposite(taker.side));
  const fills: Fill[] = [];
  const touched: Order[] = [];
  // Orders passed over (the taker's own) and a maker left with a remainder, in queue order.
  const kept: Order[] = [];
  let i = 0;
  for (; i < makers.length && taker.remaining > 0; i += 1) {
    const maker = makers[i] as Order;
    if (!crosses(taker.side, taker.price, maker.price)) break;
    if (maker.owner === taker.owner) {
      kept.push(maker);
      continue;
    }
    const size = Math.min(taker.remaining, maker.remaining);
    fills.push({
      runner: taker.runner,
      price: maker.price,
      size,
      makerId: maker.id,
      takerId: taker.id,
      makerOwner: maker.owner,
      takerOwner: taker.owner,
      takerSide: taker.side,
    });
    const after = filled(maker, size);
    touched.push(after);
    if (after.remaining > 0) kept.push(after);
    taker = filled(taker, size);
  }
  let next = fills.length
    ? withSide(runner, opposite(taker.side), [...kept, ...makers.slice(i)])
    : runner;
  if (taker.remaining > 0 && rest) {
    next = withSide(next, taker.side, inQueue(sideOf(next, taker.side), taker));
  } else if (taker.remaining > 0) {
    taker = { ...taker, cancelled: taker.remaining, remaining: 0, state: 'cancelled' };
  }
  return {
    book: { ...withRunner(book, taker.runner, next), nextSeq: book.nextSeq + 1 },
    fills,
    changed: [taker, ...touched],
    order: taker,
  };
}
