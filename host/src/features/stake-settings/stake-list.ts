import { formatCoins, tryParseCents } from 'shared-maths/money';
import type { TextValues } from 'shared-auth';
import type { HostKey } from '../../i18n/texts';

/** Quick-stake list rules, mirrored from the API (api/src/modules/account/stake-rules.ts). */
export const MAX_QUICK_STAKES = 8;

/** What is wrong, as a text key and its values (worded when shown, in the player's language). */
export interface StakeProblem {
  index: number | null;
  key: HostKey;
  values?: TextValues;
}

export type StakeListResult = { ok: true; stakes: string[] } | ({ ok: false } & StakeProblem);

const WHOLE = /^\d{1,13}(?:\.0{1,2})?$/;

/**
 * Parses the editor's boxes: blanks are ignored, commas between thousands allowed; every amount a
 * positive whole number of Coins within min..max (decimal strings), at most 8, no repeats.
 * Returns the amounts as sent to SaveStakeSettings ("500"), in the player's order.
 */
export function parseStakeList(
  values: readonly string[],
  minStake: string,
  maxStake: string,
): StakeListResult {
  const min = tryParseCents(minStake) ?? 0;
  const max = tryParseCents(maxStake) ?? Number.MAX_SAFE_INTEGER;
  const stakes: string[] = [];
  for (const [index, raw] of values.entries()) {
    const text = raw.trim().replace(/,/g, '');
    if (text === '') continue;
    const cents = WHOLE.test(text) ? tryParseCents(text) : null;
    if (cents === null || cents <= 0) {
      return { ok: false, index, key: 'stakes.problem.notWhole', values: { n: index + 1 } };
    }
    if (cents < min)
      return {
        ok: false,
        index,
        key: 'stakes.problem.belowMin',
        values: { n: index + 1, amount: formatCoins(minStake) },
      };
    if (cents > max)
      return {
        ok: false,
        index,
        key: 'stakes.problem.aboveMax',
        values: { n: index + 1, amount: formatCoins(maxStake) },
      };
    const whole = String(cents / 100);
    if (stakes.includes(whole))
      return {
        ok: false,
        index,
        key: 'stakes.problem.repeat',
        values: { n: index + 1, amount: whole },
      };
    stakes.push(whole);
  }
  if (stakes.length === 0) return { ok: false, index: null, key: 'stakes.problem.none' };
  if (stakes.length > MAX_QUICK_STAKES) {
    return {
      ok: false,
      index: null,
      key: 'stakes.problem.tooMany',
      values: { count: MAX_QUICK_STAKES },
    };
  }
  return { ok: true, stakes };
}

/** "1000.00" -> "1000" for the editor boxes. */
export function stakeToInput(amount: string): string {
  return amount.replace(/\.00$/, '');
}
