import { order } from '../../../test/waiting-order';
import { leftTexts, orderChanges, orderText, partFillText } from './order-text';

test('an order reads as side, runner and price; a toss order says so', () => {
  expect(orderText(order('1'))).toBe('Lay India at 1.40');
  expect(orderText(order('1', { marketType: 'toss', side: 'back' }))).toBe(
    'Back India (Toss) at 1.40',
  );
});

test('orders that left say what happened: the event, else lapsed in play, else no longer waiting', () => {
  const before = [order('1'), order('2'), order('3', { persistence: 'keep' }), order('4')];
  const after = [order('4')];
  expect(leftTexts(before, after, new Set(), new Map([['2', 'matched']]), true)).toEqual([
    'Lapsed: Lay India at 1.40, 500.00',
    'Matched: Lay India at 1.40',
    'No longer waiting: Lay India at 1.40',
  ]);
  expect(leftTexts(before, after, new Set(), new Map(), false)).toHaveLength(3);
});

test('the orders the player cancelled or changed are not told twice', () => {
  expect(leftTexts([order('1')], [], new Set(['1']), new Map(), true)).toEqual([]);
  expect(leftTexts([order('1')], [order('1')], new Set(), new Map(), true)).toEqual([]);
});

test('order events are read loosely: anything without a kind and an id is left out', () => {
  expect(orderChanges(undefined)).toEqual([]);
  expect(
    orderChanges([{ kind: 'lapsed', betId: '7', matchId: '1' }, { betId: '8' }, null, 'x']),
  ).toEqual([{ kind: 'lapsed', betId: '7', matchId: '1' }]);
});

test('a fill of an order that still waits in part is told with its size and price', () => {
  const orders = [order('1', { price: '1.60' })];
  const fill = { size: '300.00', price: '1.60' };
  expect(partFillText({ kind: 'matched', betId: '1', remaining: '200.00', fill }, orders)).toBe(
    'Matched 300.00 at 1.60: Lay India at 1.60',
  );
  // matched in full: it leaves the list and leftTexts tells it
  expect(partFillText({ kind: 'matched', betId: '1', remaining: '0.00', fill }, orders)).toBeNull();
  expect(partFillText({ kind: 'updated', betId: '1', remaining: '200.00' }, orders)).toBeNull();
});
