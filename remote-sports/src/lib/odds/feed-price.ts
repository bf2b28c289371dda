import type { RunnerMarketType } from './feed-types';

/** Feed number -> the integer price bets use (odds x100 for exchange odds, a rate as is). */
export const toPrice = (type: RunnerMarketType, v: number): number =>
  type === 'book' ? Math.round(v) : Math.round(v * 100);
