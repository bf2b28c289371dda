import { runnerLevels } from '../../../../src/modules/sports/exchange/book/book-levels';
import { ladderQuote, requote } from '../../../../src/modules/sports/exchange/book/house-quote';
import { bookOf, order, queue } from './book-fixtures';

const ids = () => {
  let n = 0;
  return () => `h${(n += 1)}`;
};

describe('ladderQuote', () => {
  it('"available to back" levels are house lays, "available to lay" house backs; 0 levels skipped', () => {
    const quote = ladderQuote(
      'A',
      {
        back: [
          { price: 155, size: 407_500 },
          { price: 154, size: 0 },
        ],
        lay: [{ price: 156, size: 80_000 }],
      },
      ids(),
    );
    expect(quote).toEqual([
      { id: 'h1', runner: 'A', side: 'lay', price: 155, size: 407_500 },
      { id: 'h2', runner: 'A', side: 'back', price: 156, size: 80_000 },
    ]);
  });
});

describe('requote', () => {
  const ladder = { back: [{ price: 155, size: 1_000 }], lay: [{ price: 156, size: 1_000 }] };

  it('shows exactly the quoted levels beside the players’ orders', () => {
    const book = bookOf(order('p1', 'demo', 'back', 160, 500));
    const { book: after } = requote(book, 'house', ladderQuote('A', ladder, ids()));
    const levels = runnerLevels(after.runners.A!);
    expect(levels.back[0]).toEqual({ price: 155, size: 1_000 });
    expect(levels.lay.slice(0, 2)).toEqual([
      { price: 156, size: 1_000 },
      { price: 160, size: 500 },
    ]);
  });

  it('cancels the old house orders and keeps an unchanged level with its queue place', () => {
    const first = requote(bookOf(), 'house', ladderQuote('A', ladder, ids()));
    const moved = { back: ladder.back, lay: [{ price: 158, size: 1_000 }] };
    const next = ids();
    next(); // h1 and h2 are taken by the first quote
    next();
    const { book, changed } = requote(first.book, 'house', ladderQuote('A', moved, next));
    expect(changed.map((o) => [o.id, o.state])).toEqual([
      ['h2', 'cancelled'],
      ['h4', 'waiting'],
    ]);
    expect(queue(book, 'lay')).toEqual([['h1', 1_000]]);
    expect(queue(book, 'back')).toEqual([['h4', 1_000]]);
  });

  it("a re-quote that crosses a player's waiting order matches it at the player's price", () => {
    // demo lays at 1.60 waiting; the market shortens: the house now offers to lay at 1.58.
    const book = bookOf(order('p1', 'demo', 'lay', 160, 700));
    const quote = ladderQuote(
      'A',
      { back: [{ price: 157, size: 5_000 }], lay: [{ price: 158, size: 5_000 }] },
      ids(),
    );
    const { fills, book: after } = requote(book, 'house', quote);
    expect(fills.map((f) => [f.makerId, f.takerId, f.price, f.size])).toEqual([
      ['p1', 'h2', 160, 700],
    ]);
    expect(queue(after, 'lay')).toEqual([['h1', 5_000]]);
    expect(queue(after, 'back')).toEqual([['h2', 4_300]]);
  });
});
