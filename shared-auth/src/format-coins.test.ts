import { formatCoins } from './format-coins';

test.each([
  ['0', '0.00'],
  ['1234567.5', '1,234,567.50'],
  ['-1234.05', '-1,234.05'],
  ['-0.00', '0.00'],
  [100, '100.00'],
  ['abc', 'abc'],
])('formatCoins(%p) = %p', (input, output) => {
  expect(formatCoins(input)).toBe(output);
});
