import { formatCents } from 'shared-maths/money';
import { coded, type Coded } from '../http/reply';

const coins = (cents: number): string => formatCents(cents).replace(/\.00$/, '');

/** The refusal of a stake outside the player's minimum and maximum, or null (sports and casino). */
export function stakeLimitRefusal(
  stake: number,
  limit: { min_stake: number; max_stake: number },
): Coded | null {
  const { min_stake: min, max_stake: max } = limit;
  if (stake < min)
    return coded(`Stake is below the minimum of ${coins(min)} Coins`, 'BET_STAKE_BELOW_MIN', {
      min: formatCents(min),
    });
  if (stake > max)
    return coded(`Stake is above the maximum of ${coins(max)} Coins`, 'BET_STAKE_ABOVE_MAX', {
      max: formatCents(max),
    });
  return null;
}
