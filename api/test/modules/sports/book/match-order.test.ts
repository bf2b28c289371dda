import { runnerLevels } from '../../../../src/modules/sports/exchange/book/book-levels';
import { BookError } from '../../../../src/modules/sports/exchange/book/book-types';
import { placeOrder } from '../../../../src/modules/sports/exchange/book/match-order';
import { bookOf, order, queue } from './book-fixtures';

describe('placeOrder', () => {
  it("the issue's example: a back of 20,000 at 1.50 against 4,075 at 1.55", () => {
    const book = bookOf(order('h1', 'house', 'lay', 155, 407_500));
    const {
      fills,
      order: placed,
      book: after,
      changed,
    } = placeOrder(book, order('p1', 'demo', 'back', 150, 2_000_000));
    expect(fills).toEqual([
      {
        runner: 'A',
        price: 155,
        size: 407_500,
        makerId: 'h1',
        takerId: 'p1',
        makerOwner: 'house',
        takerOwner: 'demo',
        takerSide: 'back',
      },
    ]);
    expect(placed).toMatchObject({ matched: 407_500, remaining: 1_592_500, state: 'waiting' });
    expect(changed.map((o) => [o.id, o.state])).toEqual([
      ['p1', 'waiting'],
      ['h1', 'matched'],
    ]);
    // The 4,075 on offer is used up; the rest waits at 1.50, offered to layers.
    expect(runnerLevels(after.runners.A!)).toEqual({
      back: [
        { price: 0, size: 0 },
        { price: 0, size: 0 },
        { price: 0, size: 0 },
      ],
      lay: [
        { price: 150, size: 1_592_500 },
        { price: 0, size: 0 },
        { price: 0, size: 0 },
      ],
    });
  });

  it('a lay at 1.60 takes the cheapest backs first, each at its own price, never above 1.60', () => {
    const book = bookOf(
      order('b1', 'x', 'back', 158, 1_000),
      order('b2', 'y', 'back', 155, 1_000),
      order('b3', 'z', 'back', 162, 1_000),
    );
    const { fills, order: placed } = placeOrder(book, order('l1', 'demo', 'lay', 160, 5_000));
    expect(fills.map((f) => [f.makerId, f.price, f.size])).toEqual([
      ['b2', 155, 1_000],
      ['b1', 158, 1_000],
    ]);
    expect(placed).toMatchObject({ matched: 2_000, remaining: 3_000, state: 'waiting' });
  });

  it('at one price the earlier order is matched first; a partly matched maker keeps its place', () => {
    const book = bookOf(order('l1', 'x', 'lay', 200, 1_000), order('l2', 'y', 'lay', 200, 1_000));
    const { fills, book: after } = placeOrder(book, order('b1', 'demo', 'back', 200, 600));
    expect(fills.map((f) => [f.makerId, f.size])).toEqual([['l1', 600]]);
    expect(queue(after, 'lay')).toEqual([
      ['l1', 400],
      ['l2', 1_000],
    ]);
  });

  it("passes over the owner's own orders, which keep their place", () => {
    const book = bookOf(order('l1', 'demo', 'lay', 210, 1_000), order('l2', 'x', 'lay', 200, 500));
    const { fills, book: after } = placeOrder(book, order('b1', 'demo', 'back', 200, 800));
    expect(fills.map((f) => [f.makerId, f.size])).toEqual([['l2', 500]]);
    expect(queue(after, 'lay')).toEqual([['l1', 1_000]]);
    expect(queue(after, 'back')).toEqual([['b1', 300]]);
  });

  it('with rest: false the part not matched now is cancelled and nothing waits', () => {
    const book = bookOf(order('l1', 'x', 'lay', 200, 500));
    const { order: placed, book: after } = placeOrder(book, order('b1', 'demo', 'back', 200, 800), {
      rest: false,
    });
    expect(placed).toMatchObject({
      matched: 500,
      remaining: 0,
      cancelled: 300,
      state: 'cancelled',
    });
    expect(queue(after, 'back')).toEqual([]);
  });

  it('gives each new order the next sequence and leaves its input book unchanged', () => {
    const book = bookOf(order('l1', 'x', 'lay', 200, 500));
    const before = structuredClone(book);
    const { book: after, order: placed } = placeOrder(book, order('b1', 'demo', 'back', 200, 800));
    expect(book).toEqual(before);
    expect(placed.seq).toBe(2);
    expect(after.nextSeq).toBe(3);
  });

  it.each([
    ['a price off the ladder', order('b1', 'demo', 'back', 203, 100), 'invalid order'],
    ['a size of 0', order('b1', 'demo', 'back', 200, 0), 'invalid order'],
    ['a fraction of a cent', order('b1', 'demo', 'back', 200, 1.5), 'invalid order'],
  ])('refuses %s', (_case, bad, code) => {
    const book = bookOf(order('l1', 'x', 'lay', 300, 500));
    expect(() => placeOrder(book, bad)).toThrow(BookError);
    expect(() => placeOrder(book, bad)).toThrow(expect.objectContaining({ code }));
  });

  it('an order on another runner never meets this one', () => {
    const book = bookOf(order('l1', 'x', 'lay', 200, 500, 'A'));
    const { fills, book: after } = placeOrder(book, order('b1', 'demo', 'back', 200, 500, 'B'));
    expect(fills).toEqual([]);
    expect(queue(after, 'lay', 'A')).toEqual([['l1', 500]]);
    expect(queue(after, 'back', 'B')).toEqual([['b1', 500]]);
  });
});
