import { matchNow, takeableLevels } from './match-now';

// "Available to back" 1.55 (40.75), 1.54 (10), none at level 3; "available to lay" 1.57 (5).
const cells = {
  'odds:s1:BackPrice1': 1.55,
  'odds:s1:BackSize1': 40.75,
  'odds:s1:BackPrice2': 1.54,
  'odds:s1:BackSize2': 10,
  'odds:s1:BackPrice3': 0,
  'odds:s1:BackSize3': 0,
  'odds:s1:LayPrice1': 1.57,
  'odds:s1:LaySize1': 5,
};

test('the takeable levels leave out a level that does not exist', () => {
  expect(takeableLevels(cells, 'odds', 's1', 'back')).toEqual([
    { price: 155, size: 4075 },
    { price: 154, size: 1000 },
  ]);
});

test('a back at 1.50 takes what is offered down to its price and the rest waits', () => {
  expect(matchNow(cells, 'odds', 's1', 'back', 150, 20000)).toEqual({
    matched: [
      { price: 155, size: 4075 },
      { price: 154, size: 1000 },
    ],
    waiting: 14925,
  });
});

test('a back above the best price waits whole; a lay below the best lay too', () => {
  expect(matchNow(cells, 'odds', 's1', 'back', 160, 500)).toEqual({ matched: [], waiting: 500 });
  expect(matchNow(cells, 'odds', 's1', 'lay', 140, 500)).toEqual({ matched: [], waiting: 500 });
  expect(matchNow(cells, 'odds', 's1', 'lay', 157, 300)).toEqual({
    matched: [{ price: 157, size: 300 }],
    waiting: 0,
  });
});
