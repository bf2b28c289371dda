/** Small builders for the book tests. */
import type {
  BookSide,
  MarketBook,
  NewOrder,
  Persistence,
} from '../../../../src/modules/sports/exchange/book/book-types';
import { emptyBook } from '../../../../src/modules/sports/exchange/book/book-types';
import { placeOrder } from '../../../../src/modules/sports/exchange/book/match-order';

export function order(
  id: string,
  owner: string,
  side: BookSide,
  price: number,
  size: number,
  runner = 'A',
  persistence: Persistence = 'lapse',
): NewOrder {
  return { id, owner, runner, side, price, size, persistence };
}

/** A book with `orders` placed one after another (they may match each other). */
export function bookOf(...orders: NewOrder[]): MarketBook {
  return orders.reduce((book, o) => placeOrder(book, o).book, emptyBook());
}

/** [id, remaining] of a runner's waiting orders on one side, in queue order. */
export function queue(book: MarketBook, side: BookSide, runner = 'A'): [string, number][] {
  const rb = book.runners[runner];
  const orders = side === 'back' ? rb?.backs : rb?.lays;
  return (orders ?? []).map((o) => [o.id, o.remaining]);
}
