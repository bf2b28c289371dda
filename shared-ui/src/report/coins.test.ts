import { centsToCoins, coinsToCents, isNegativeCoins, sumCoins } from './coins';

describe('coin sums', () => {
  it('adds decimal strings exactly', () => {
    expect(sumCoins(['0.10', '0.20', '0.30'])).toBe('0.60');
    expect(sumCoins(['12.5', '-20.75'])).toBe('-8.25');
    expect(sumCoins([])).toBe('0.00');
  });
  it('converts both ways and spots negatives', () => {
    expect(coinsToCents('-1234.5')).toBe(-123450);
    expect(centsToCoins(-5)).toBe('-0.05');
    expect(isNegativeCoins('-0.01')).toBe(true);
    expect(isNegativeCoins('0.00')).toBe(false);
  });
});
