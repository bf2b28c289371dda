import { nearestTick, readPrice } from './price-input';

test.each([
  ['1.85', 185, false],
  ['1.855', 186, true],
  ['1.8549', 185, true],
  ['1.850', 185, false],
  ['2.01', 200, true],
  ['2.03', 202, true],
  ['3.12', 310, true],
  ['3.13', 315, true],
  ['12', 1200, false],
  ['1000', 100000, false],
  ['999', 100000, true],
  ['1.01', 101, false],
  [' 7.3 ', 720, true],
  ['7.35', 740, true],
])('%j is the ladder price %d (snapped: %s)', (typed, price, snapped) => {
  expect(readPrice(typed)).toEqual({ ok: true, price, snapped });
});

test.each([
  ['', 'notNumber'],
  ['abc', 'notNumber'],
  ['-1.5', 'notNumber'],
  ['1e3', 'notNumber'],
  ['1.00', 'outOfRange'],
  ['0.5', 'outOfRange'],
  ['1001', 'outOfRange'],
])('%j is refused: %s', (typed, fault) => {
  expect(readPrice(typed)).toEqual({ ok: false, fault });
});

test('the nearest tick: half way goes down', () => {
  expect(nearestTick(201)).toBe(200);
  expect(nearestTick(100000)).toBe(100000);
});
