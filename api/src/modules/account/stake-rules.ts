import { badRequest } from '../../http/reply';
import { formatCents, tryParseCents } from 'shared-maths/money';

export const MAX_QUICK_STAKES = 8;

/**
 * Validates the QuickStakes of /User/SaveStakeSettings: an array of 1-8 positive whole Coin
 * amounts (numbers or decimal strings, "500" and "500.00" alike), each within the player's
 * min..max stake, no duplicates. Returns cents in the player's order; throws a 400 otherwise.
 */
export function parseQuickStakes(input: unknown, minCents: number, maxCents: number): number[] {
  if (!Array.isArray(input))
    throw badRequest('QuickStakes must be an array of amounts', 'STAKES_NOT_LIST');
  if (input.length < 1 || input.length > MAX_QUICK_STAKES) {
    throw badRequest(`QuickStakes must hold 1 to ${MAX_QUICK_STAKES} amounts`, 'STAKES_COUNT', {
      count: MAX_QUICK_STAKES,
    });
  }
  const cents = input.map((value: unknown, i) =>
    parseStakeAmount(value, `QuickStakes[${i}]`, minCents, maxCents),
  );
  if (new Set(cents).size !== cents.length)
    throw badRequest('QuickStakes must not repeat an amount', 'STAKES_REPEAT');
  return cents;
}

/** One stake amount (number or decimal string): a positive whole number of Coins within min..max. */
export function parseStakeAmount(
  value: unknown,
  label: string,
  minCents: number,
  maxCents: number,
): number {
  const parsed =
    typeof value === 'string' || typeof value === 'number' ? tryParseCents(value) : null;
  if (parsed === null || parsed <= 0 || parsed % 100 !== 0) {
    throw badRequest(`${label} must be a positive whole number of Coins`, 'STAKE_NOT_WHOLE', {
      field: label,
    });
  }
  if (parsed < minCents)
    throw badRequest(
      `${label} is below your minimum stake of ${formatCents(minCents)} Coins`,
      'STAKE_BELOW_MIN',
      { field: label, min: formatCents(minCents) },
    );
  if (parsed > maxCents)
    throw badRequest(
      `${label} is above your maximum stake of ${formatCents(maxCents)} Coins`,
      'STAKE_ABOVE_MAX',
      { field: label, max: formatCents(maxCents) },
    );
  return parsed;
}
