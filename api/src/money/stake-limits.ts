import { formatCents } from 'shared-maths/money';

const coins = (cents: number): string => formatCents(cents).replace(/\.00$/, '');

/** The refusal of a stake outside the player's minimum and maximum, or null (sports and casino). */
export function stakeLimitRefusal(
  stake: number,
  limit: { min_stake: number; max_stake: number },
): string | null {
  if (stake < limit.min_stake)
    return `Stake is below the minimum of ${coins(limit.min_stake)} Coins`;
  if (stake > limit.max_stake)
    return `Stake is above the maximum of ${coins(limit.max_stake)} Coins`;
  return null;
}
