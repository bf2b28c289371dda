/** A break from one product, sports or casino (issue 44; pure): its periods and sentences. */
import type { BreakProduct } from 'shared-api-types';
import { coded, type Coded } from '../../http/reply';

export type ProductBreakKind = 'SportsBreak' | 'CasinoBreak';

const HOUR = 3_600_000;

/** The lengths a player can choose, as Betfair offers them: 24 h to 6 weeks. */
export const PRODUCT_BREAK_HOURS: Readonly<Record<string, number>> = {
  '24h': 24,
  '48h': 48,
  '7d': 7 * 24,
  '2w': 14 * 24,
  '6w': 42 * 24,
};

export const KIND_OF: Record<BreakProduct, ProductBreakKind> = {
  Sports: 'SportsBreak',
  Casino: 'CasinoBreak',
};

/** When a break of `period` taken at `now` ends; null for a period not offered. */
export function productBreakEnd(period: string, now: Date): Date | null {
  const hours = PRODUCT_BREAK_HOURS[period];
  return hours === undefined ? null : new Date(now.getTime() + hours * HOUR);
}

/** The refusal of a bet of the product (one sentence each, so each has its code: http/reply.ts). */
export const PRODUCT_BREAK_BET: Record<BreakProduct, Coded> = {
  Sports: coded('You are taking a break from sports betting', 'SAFER_SPORTS_BREAK_BET'),
  Casino: coded('You are taking a break from the casino', 'SAFER_CASINO_BREAK_BET'),
};

const WORD: Record<BreakProduct, string> = { Sports: 'sports', Casino: 'the casino' };

export const productBreakWord = (product: BreakProduct): string => WORD[product];
