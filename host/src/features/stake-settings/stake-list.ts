import { tryParseCents } from 'shared-maths/money';

/** Quick-stake list rules, mirrored from the API (api/src/modules/account/stake-rules.ts). */
export const MAX_QUICK_STAKES = 8;

export type StakeListResult =
  { ok: true; stakes: string[] } | { ok: false; index: number | null; message: string };

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
      return {
        ok: false,
        index,
        message: `Stake ${index + 1}: enter a positive whole number of Coins.`,
      };
    }
    if (cents < min)
      return {
        ok: false,
        index,
        message: `Stake ${index + 1}: the minimum stake is ${minStake} Coins.`,
      };
    if (cents > max)
      return {
        ok: false,
        index,
        message: `Stake ${index + 1}: the maximum stake is ${maxStake} Coins.`,
      };
    const whole = String(cents / 100);
    if (stakes.includes(whole))
      return { ok: false, index, message: `Stake ${index + 1}: ${whole} is already in the list.` };
    stakes.push(whole);
  }
  if (stakes.length === 0)
    return { ok: false, index: null, message: 'Enter at least one quick stake.' };
  if (stakes.length > MAX_QUICK_STAKES) {
    return { ok: false, index: null, message: `At most ${MAX_QUICK_STAKES} quick stakes.` };
  }
  return { ok: true, stakes };
}

/** "1000.00" -> "1000" for the editor boxes. */
export function stakeToInput(amount: string): string {
  return amount.replace(/\.00$/, '');
}
