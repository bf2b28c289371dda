import {
  cancelOrder,
  lapseOrders,
  reduceOrder,
  replaceOrder,
} from '../../../../src/modules/sports/exchange/book/amend-order';
import { findWaiting } from '../../../../src/modules/sports/exchange/book/book-types';
import { placeOrder } from '../../../../src/modules/sports/exchange/book/match-order';
import { bookOf, order, queue } from './book-fixtures';

const twoLays = () =>
  bookOf(order('l1', 'x', 'lay', 200, 1_000), order('l2', 'y', 'lay', 200, 1_000));

describe('cancelOrder', () => {
  it('cancels the remainder of a partly matched order; it leaves the book and never matches', () => {
    const book = placeOrder(twoLays(), order('b1', 'demo', 'back', 200, 400)).book;
    const { order: cancelled, book: after } = cancelOrder(book, 'l1');
    expect(cancelled).toMatchObject({ matched: 400, remaining: 0, cancelled: 600 });
    expect(cancelled.state).toBe('cancelled');
    expect(findWaiting(after, 'l1')).toBeUndefined();
    const { fills } = placeOrder(after, order('b2', 'demo', 'back', 200, 5_000));
    expect(fills.map((f) => f.makerId)).toEqual(['l2']);
  });

  it('refuses an order that is not waiting (matched, cancelled or unknown)', () => {
    const book = cancelOrder(twoLays(), 'l1').book;
    expect(() => cancelOrder(book, 'l1')).toThrow(expect.objectContaining({ code: 'not waiting' }));
    expect(() => cancelOrder(book, 'nope')).toThrow(
      expect.objectContaining({ code: 'not waiting' }),
    );
  });
});

describe('reduceOrder', () => {
  it('a smaller stake keeps the queue place', () => {
    const { book, order: reduced } = reduceOrder(twoLays(), 'l1', 700);
    expect(reduced).toMatchObject({ remaining: 300, cancelled: 700, state: 'waiting' });
    expect(queue(book, 'lay')).toEqual([
      ['l1', 300],
      ['l2', 1_000],
    ]);
    const { fills } = placeOrder(book, order('b1', 'demo', 'back', 200, 500));
    expect(fills.map((f) => [f.makerId, f.size])).toEqual([
      ['l1', 300],
      ['l2', 200],
    ]);
  });

  it('reducing by the whole remainder or more cancels it', () => {
    const { order: reduced, book } = reduceOrder(twoLays(), 'l2', 5_000);
    expect(reduced).toMatchObject({ remaining: 0, cancelled: 1_000, state: 'cancelled' });
    expect(queue(book, 'lay')).toEqual([['l1', 1_000]]);
  });

  it('refuses a reduction of 0 or a fraction of a cent', () => {
    expect(() => reduceOrder(twoLays(), 'l1', 0)).toThrow(
      expect.objectContaining({ code: 'invalid amount' }),
    );
    expect(() => reduceOrder(twoLays(), 'l1', 0.5)).toThrow(
      expect.objectContaining({ code: 'invalid amount' }),
    );
  });
});

describe('replaceOrder', () => {
  it('a new price loses the queue place, even at the same price', () => {
    const { book, replaced, order: placed } = replaceOrder(twoLays(), 'l1', 'l1b', 200);
    expect(replaced).toMatchObject({ id: 'l1', cancelled: 1_000, state: 'cancelled' });
    expect(placed).toMatchObject({ id: 'l1b', size: 1_000, owner: 'x', seq: 3 });
    expect(queue(book, 'lay')).toEqual([
      ['l2', 1_000],
      ['l1b', 1_000],
    ]);
  });

  it('a price that crosses the book matches at once, at the resting price', () => {
    const book = bookOf(order('b1', 'x', 'back', 250, 1_000), order('l1', 'demo', 'lay', 240, 600));
    const { fills, order: placed, changed } = replaceOrder(book, 'l1', 'l1b', 260);
    expect(fills.map((f) => [f.makerId, f.takerId, f.price, f.size])).toEqual([
      ['b1', 'l1b', 250, 600],
    ]);
    expect(placed.state).toBe('matched');
    expect(changed.map((o) => [o.id, o.state])).toEqual([
      ['l1', 'cancelled'],
      ['l1b', 'matched'],
      ['b1', 'waiting'],
    ]);
  });
});

describe('lapseOrders', () => {
  const mixed = () =>
    bookOf(
      order('l1', 'x', 'lay', 200, 1_000, 'A', 'lapse'),
      order('l2', 'y', 'lay', 200, 1_000, 'A', 'keep'),
      order('b1', 'z', 'back', 300, 1_000, 'B', 'lapse'),
    );

  it('at in-play the lapse orders lapse and the keep orders stay', () => {
    const { book, changed } = lapseOrders(mixed(), 'in-play');
    expect(changed.map((o) => [o.id, o.state, o.cancelled])).toEqual([
      ['l1', 'lapsed', 1_000],
      ['b1', 'lapsed', 1_000],
    ]);
    expect(queue(book, 'lay')).toEqual([['l2', 1_000]]);
    expect(queue(book, 'back', 'B')).toEqual([]);
  });

  it('at settlement every waiting order lapses', () => {
    const { book, changed } = lapseOrders(mixed(), 'all');
    expect(changed).toHaveLength(3);
    expect(Object.values(book.runners).flatMap((rb) => [...rb.backs, ...rb.lays])).toEqual([]);
  });
});
