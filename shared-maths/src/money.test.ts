import fc from 'fast-check';
import {
  formatCents,
  formatCoins,
  groupIndian,
  MAX_CENTS,
  MoneyError,
  parseCents,
  tryParseCents,
} from '../src/money';

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123450, '1234.50'],
    [-5, '-0.05'],
    [-75, '-0.75'],
    [-100, '-1.00'],
    [10_000_000, '100000.00'],
  ])('%d -> %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('rejects non-integers', () => {
    expect(() => formatCents(1.5)).toThrow(MoneyError);
    expect(() => formatCents(Number.NaN)).toThrow(MoneyError);
  });
});

describe('parseCents', () => {
  it.each([
    ['1234.5', 123450],
    ['1234.50', 123450],
    ['-1234.5', -123450],
    ['10', 1000],
    [' 7.25 ', 725],
    ['-0.75', -75],
    ['-0', 0],
    ['-0.00', 0],
    [12.25, 1225],
    [0.1, 10],
    [100, 10000],
  ])('%p -> %d', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
    expect(tryParseCents(input)).toBe(cents);
  });

  it.each([
    ['1.005'],
    [1.005],
    ['abc'],
    [''],
    ['1e5'],
    [1e21],
    [Number.NaN],
    [Infinity],
    ['1.'],
    ['.5'],
    ['1,000.00'],
    [null],
    [undefined],
    [true],
    [{}],
  ])('rejects %p', (input) => {
    expect(() => parseCents(input)).toThrow(MoneyError);
    expect(tryParseCents(input)).toBeNull();
  });

  it('rejects more than 1e12 Coins and names the field', () => {
    expect(parseCents('1000000000000')).toBe(MAX_CENTS);
    expect(() => parseCents('1000000000000.01', 'Stake')).toThrow('Stake must not exceed');
  });

  it('round-trips every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        expect(parseCents(formatCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatCoins', () => {
  it.each([
    ['0', '0.00'],
    ['5', '5.00'],
    ['999.9', '999.90'],
    ['1000', '1,000.00'],
    ['99999.99', '99,999.99'],
    ['100000', '1,00,000.00'],
    ['200000', '2,00,000.00'],
    ['1234567.5', '12,34,567.50'],
    ['-1234567.05', '-12,34,567.05'],
    ['-1234.05', '-1,234.05'],
    ['1000000000000', '10,00,00,00,00,000.00'],
    ['-0.00', '0.00'],
    ['007.5', '7.50'],
    [' 12 ', '12.00'],
    [100, '100.00'],
    [-2.5, '-2.50'],
    ['abc', 'abc'],
    ['1.005', '1.005'],
  ])('%p -> %p', (input, output) => {
    expect(formatCoins(input)).toBe(output);
  });

  it("groups every whole amount as Intl.NumberFormat('en-IN') does", () => {
    const enIn = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (coins) => {
        expect(groupIndian(String(coins))).toBe(enIn.format(coins));
      }),
    );
  });
});
