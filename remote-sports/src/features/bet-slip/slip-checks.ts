import { formatCoins, type TextFn } from 'shared-auth';
import { tryParseCents } from 'shared-maths/money';
import type { SportsKey } from '../../i18n/texts';
import { readStake } from 'shared-maths/stake-input';
import { stakeFaultText } from '../../lib/bets/stake-fault';
import { shortfall } from '../../lib/bets/refusal-values';
import type { BetRefusal } from '../../lib/bets/api/bet-write';

const trimCoins = (s: string): string => s.replace(/\.00$/, '');

export interface StakeLimits {
  minStake: string;
  /** The effective maximum: the operator's, or the player's own stake limit when lower. */
  max: string;
  own: boolean;
}

/** Why the typed stake cannot be placed (its own sentence), or null. */
export function stakeProblem(t: TextFn<SportsKey>, typed: string, limits: StakeLimits) {
  const read = readStake(typed);
  if (!read.ok) return stakeFaultText(t, read.fault);
  if (read.cents < (tryParseCents(limits.minStake) ?? 0))
    return t('slip.belowMin', { amount: trimCoins(limits.minStake) });
  if (read.cents > (tryParseCents(limits.max) ?? 0))
    return limits.own
      ? t('slip.aboveOwnLimit', { amount: formatCoins(limits.max) })
      : t('slip.aboveMax', { amount: trimCoins(limits.max) });
  return null;
}

/** "Insufficient balance" with what is needed and what is available, when both are known. */
export function insufficientText(
  t: TextFn<SportsKey>,
  refusal: BetRefusal,
  neededCents: number,
  available: string | null,
): string | null {
  if (refusal.code !== 'INSUFFICIENT_BALANCE') return null;
  const amounts = shortfall(refusal.values, neededCents, available);
  return amounts ? t('slip.insufficientValues', amounts) : null;
}
