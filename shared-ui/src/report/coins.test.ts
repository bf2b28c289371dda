import { isNegativeCoins, sumCoins } from './coins';

describe('coin sums', () => {
  it.each([
    [['0.10', '0.20', '0.30'], '0.60'],
    [['12.5', '-20.75'], '-8.25'],
    [['1', 'abc', ''], '1.00'],
    [[], '0.00'],
  ])('%p sums to %s', (values, total) => {
    expect(sumCoins(values)).toBe(total);
  });

  it.each([
    ['-0.01', true],
    ['-1234.5', true],
    ['0.00', false],
    ['-0.00', false],
    ['abc', false],
  ])('%s is negative: %p', (value, negative) => {
    expect(isNegativeCoins(value)).toBe(negative);
  });
});
