import { moneyValue, shortfall } from './refusal-values';

test('a refusal amount: a number is cents, a string is Coins; anything else is none', () => {
  expect(moneyValue(1_234_550)).toBe('12,345.50');
  expect(moneyValue('12345.5')).toBe('12,345.50');
  expect(moneyValue(12.5)).toBeNull();
  expect(moneyValue('abc')).toBeNull();
  expect(moneyValue(undefined)).toBeNull();
});

test("the server's values come first; without them the slip's need and the balance shown", () => {
  expect(shortfall({ needed: '180.00', available: 5_000 }, 99, '1.00')).toEqual({
    needed: '180.00',
    available: '50.00',
  });
  expect(shortfall(null, 18_000, '50.00')).toEqual({ needed: '180.00', available: '50.00' });
  expect(shortfall({ needed: 'x' }, 18_000, '1000')).toEqual({
    needed: '180.00',
    available: '1,000.00',
  });
  expect(shortfall(undefined, 18_000, null)).toBeNull();
});
