import { aboveMax, readStake, stakeCentsOf } from './stake-input';

test('a stake is read exactly as typed', () => {
  expect(readStake('100')).toEqual({ ok: true, cents: 10000 });
  expect(readStake(' 250.5 ')).toEqual({ ok: true, cents: 25050 });
  expect(readStake('1,000.25')).toEqual({ ok: true, cents: 100025 });
  expect(readStake('.50')).toEqual({ ok: true, cents: 50 });
  expect(readStake('10.')).toEqual({ ok: true, cents: 1000 });
});

test.each([
  ['', 'empty'],
  ['   ', 'empty'],
  ['-100', 'negative'],
  ['-10', 'negative'],
  ['−10', 'negative'],
  ['1e5', 'notNumber'],
  ['abc', 'notNumber'],
  ['10-', 'notNumber'],
  ['1.2.3', 'notNumber'],
  ['100.555', 'decimals'],
  ['0', 'zero'],
  ['0.00', 'zero'],
  ['99999999999999', 'tooLarge'],
])('%j is not a stake: %s', (typed, fault) => {
  expect(readStake(typed)).toEqual({ ok: false, fault });
  expect(stakeCentsOf(typed)).toBe(0);
});

test('a quick stake above the maximum is told apart; an unreadable maximum holds nothing back', () => {
  expect(aboveMax('500.00', '150.00')).toBe(true);
  expect(aboveMax('150.00', '150.00')).toBe(false);
  expect(aboveMax('100.00', '150.00')).toBe(false);
  expect(aboveMax('500.00', '')).toBe(false);
});
