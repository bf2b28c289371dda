import { placeOrder } from '../../../../src/modules/sports/exchange/book/match-order';
import { fillBets, settleFills } from '../../../../src/modules/sports/exchange/book/settle-fills';
import { bookOf, order } from './book-fixtures';

// house lays A at 1.55 (4,075); demo backs A at 1.50 (20,000): 4,075 matched at 1.55;
// demo2 then lays A at 1.50 for 10,000 against demo's waiting back.
function market() {
  const one = placeOrder(
    bookOf(order('h1', 'house', 'lay', 155, 407_500)),
    order('p1', 'demo', 'back', 150, 2_000_000),
  );
  const two = placeOrder(one.book, order('p2', 'demo2', 'lay', 150, 1_000_000));
  return [...one.fills, ...two.fills];
}

describe('fillBets', () => {
  it('the backer wins size x (price - 1) and loses the size; the layer the opposite', () => {
    const [back, lay] = fillBets(market()[0]!);
    expect(back).toEqual({
      owner: 'demo',
      side: 'back',
      selectionId: 'A',
      win: 224_125,
      loss: 407_500,
    });
    expect(lay).toEqual({
      owner: 'house',
      side: 'lay',
      selectionId: 'A',
      win: 407_500,
      loss: 224_125,
    });
  });
});

describe('settleFills', () => {
  it('pays each participant and sums to zero, whoever wins', () => {
    const fills = market();
    expect(settleFills(fills, 'A')).toEqual({
      demo: 224_125 + 500_000,
      house: -224_125,
      demo2: -500_000,
    });
    expect(settleFills(fills, 'B')).toEqual({
      demo: -407_500 - 1_000_000,
      house: 407_500,
      demo2: 1_000_000,
    });
  });
});
