import { t } from '../../i18n/texts';
import { parseStakeList, stakeToInput } from './stake-list';

const parse = (values: string[]) => parseStakeList(values, '100.00', '200000.00');

test('keeps the order, skips blanks, accepts commas and .00', () => {
  expect(parse(['2,500', '', ' 100 ', '750.00', '200000'])).toEqual({
    ok: true,
    stakes: ['2500', '100', '750', '200000'],
  });
});

test.each([
  [['100', '12.5'], 1, 'Stake 2: enter a positive whole number of Coins.'],
  [['0'], 0, 'Stake 1: enter a positive whole number of Coins.'],
  [['-500'], 0, 'Stake 1: enter a positive whole number of Coins.'],
  [['1e3'], 0, 'Stake 1: enter a positive whole number of Coins.'],
  [['abc'], 0, 'Stake 1: enter a positive whole number of Coins.'],
  [['99'], 0, 'Stake 1: the minimum stake is 100.00 Coins.'],
  [['500', '200001'], 1, 'Stake 2: the maximum stake is 2,00,000.00 Coins.'],
  [['500', '500.00'], 1, 'Stake 2: 500 is already in the list.'],
])('%j is refused at box %i', (values, index, message) => {
  const result = parse(values);
  if (result.ok) throw new Error('accepted');
  expect(result.index).toBe(index);
  expect(t(result.key, result.values)).toBe(message);
});

test('needs 1 to 8 amounts', () => {
  expect(parse(['', ' '])).toEqual({ ok: false, index: null, key: 'stakes.problem.none' });
  const nine = ['100', '200', '300', '400', '500', '600', '700', '800', '900'];
  const tooMany = parse(nine);
  expect(tooMany).toMatchObject({ ok: false, index: null, key: 'stakes.problem.tooMany' });
  if (!tooMany.ok) expect(t(tooMany.key, tooMany.values)).toBe('At most 8 quick stakes.');
  expect(parse(nine.slice(0, 8)).ok).toBe(true);
});

test('uses the player limits it is given', () => {
  expect(parseStakeList(['400'], '500.00', '1000.00')).toMatchObject({ ok: false, index: 0 });
  expect(parseStakeList(['1000'], '500.00', '1000.00')).toEqual({ ok: true, stakes: ['1000'] });
});

test('stakeToInput drops a .00 only', () => {
  expect(stakeToInput('1000.00')).toBe('1000');
  expect(stakeToInput('1000.50')).toBe('1000.50');
});
