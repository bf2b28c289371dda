import { addTrades, runnerLevels } from '../../../../src/modules/sports/exchange/book/book-levels';
import { placeOrder } from '../../../../src/modules/sports/exchange/book/match-order';
import { bookOf, order } from './book-fixtures';

describe('runnerLevels', () => {
  it('back0..2 are the best resting lays (highest first), lay0..2 the best resting backs', () => {
    const book = bookOf(
      order('l1', 'x', 'lay', 150, 100),
      order('l2', 'y', 'lay', 155, 200),
      order('l3', 'z', 'lay', 155, 300),
      order('l4', 'x', 'lay', 140, 400),
      order('l5', 'x', 'lay', 130, 500),
      order('b1', 'y', 'back', 160, 600),
    );
    expect(runnerLevels(book.runners.A!)).toEqual({
      back: [
        { price: 155, size: 500 },
        { price: 150, size: 100 },
        { price: 140, size: 400 },
      ],
      lay: [
        { price: 160, size: 600 },
        { price: 0, size: 0 },
        { price: 0, size: 0 },
      ],
    });
  });

  it('an empty runner shows 0 with size 0 on every level', () => {
    expect(runnerLevels({ backs: [], lays: [] }, 2)).toEqual({
      back: [
        { price: 0, size: 0 },
        { price: 0, size: 0 },
      ],
      lay: [
        { price: 0, size: 0 },
        { price: 0, size: 0 },
      ],
    });
  });
});

describe('addTrades', () => {
  it('keeps the last traded price and adds up the volume per runner', () => {
    const book = bookOf(
      order('l1', 'x', 'lay', 200, 1_000),
      order('l2', 'y', 'lay', 210, 1_000),
      order('l3', 'y', 'lay', 300, 700, 'B'),
    );
    const first = placeOrder(book, order('b1', 'demo', 'back', 200, 1_500));
    const second = placeOrder(first.book, order('b2', 'demo', 'back', 300, 700, 'B'));
    const trades = addTrades(addTrades({}, first.fills), second.fills);
    expect(trades).toEqual({
      A: { lastPrice: 200, volume: 1_500 },
      B: { lastPrice: 300, volume: 700 },
    });
  });
});
