/**
 * The rules of the player's own limits (pure): when a change takes effect, what is left of a loss
 * limit and the sentence of a refused bet.
 */
import { formatCents, formatCoins } from 'shared-maths/money';
import { coded, type Coded } from '../../http/reply';
import type { Period } from './zoned-time';

/** The limits in Coins; 'time' is the daily time limit, in minutes (time-limit.ts). */
export type MoneyLimitKind = 'daily' | 'weekly' | 'monthly' | 'stake';
export type LimitKind = MoneyLimitKind | 'time';
export type LossKind = Exclude<MoneyLimitKind, 'stake'>;

export const LIMIT_KINDS: readonly MoneyLimitKind[] = ['daily', 'weekly', 'monthly', 'stake'];
export const LOSS_KINDS: readonly LossKind[] = ['daily', 'weekly', 'monthly'];

/** A raise or a removal waits this long (cancellable meanwhile). */
export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

export const PERIOD_OF: Record<LossKind, Period> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
};

const PERIOD_WORDS: Record<LossKind, string> = {
  daily: 'today',
  weekly: 'this week',
  monthly: 'this month',
};

export const coinsText = (cents: number): string => formatCoins(formatCents(cents));

/** Null is "no limit", looser than any amount. */
const looseness = (amount: number | null): number => amount ?? Number.POSITIVE_INFINITY;

/**
 * When a change from `current` (in force) to `next` takes effect: 'now' when it is stricter (a
 * lower amount, or a limit where there was none), 'later' when looser (a higher amount, or a
 * removal), 'same' when it changes nothing.
 */
export function changeTiming(
  current: number | null,
  next: number | null,
): 'now' | 'later' | 'same' {
  if (looseness(next) === looseness(current)) return 'same';
  return looseness(next) < looseness(current) ? 'now' : 'later';
}

/** What a loss limit leaves to lose: settled losses (never offset below 0 by wins) and open risk. */
export function lossLeft(limit: number, settledNet: number, openRisk: number): number {
  return limit - Math.max(0, -settledNet) - openRisk;
}

export interface LossUse {
  kind: LossKind;
  limit: number;
  /** Settled P/L after commission in the period (negative = lost). */
  settledNet: number;
}

export interface BetRisk {
  stakeCents: number;
  /** How much the bet adds to the player's worst case (0 or less for a bet that reduces it). */
  worstCaseCents: number;
}

/**
 * The sentence refusing a bet under the player's limits, or null when it may go ahead.
 * `openRisk` is the worst case of every open bet and waiting order before this one.
 */
export function limitRefusal(
  bet: BetRisk,
  stakeLimit: number | null,
  losses: readonly LossUse[],
  openRisk: number,
): Coded | null {
  if (stakeLimit !== null && bet.stakeCents > stakeLimit)
    return coded(
      `Your stake limit is ${coinsText(stakeLimit)} Coins per bet`,
      'SAFER_STAKE_LIMIT',
      {
        amount: formatCents(stakeLimit),
      },
    );
  if (bet.worstCaseCents <= 0) return null;
  let tightest: { use: LossUse; left: number } | null = null;
  for (const use of losses) {
    const left = lossLeft(use.limit, use.settledNet, openRisk);
    if (bet.worstCaseCents > left && (!tightest || left < tightest.left)) tightest = { use, left };
  }
  if (!tightest) return null;
  const { kind } = tightest.use;
  const words = PERIOD_WORDS[kind];
  if (tightest.left <= 0)
    return coded(
      `You have reached your ${kind} loss limit for ${words}`,
      'SAFER_LOSS_LIMIT_REACHED',
      {
        limit: kind,
      },
    );
  return coded(
    `You can lose ${coinsText(tightest.left)} more Coins ${words} under your ${kind} loss limit`,
    'SAFER_LOSS_LIMIT_LEFT',
    { limit: kind, left: formatCents(tightest.left) },
  );
}
