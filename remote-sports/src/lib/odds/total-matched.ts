import { cellKey, useOddsStore } from './odds-store';

/**
 * Cents matched on a runner market: the sum of its runners' TotalMatched (Coins) in the feed. The
 * one source of "Matched" on a match page (the market's header and the chart).
 */
export function useTotalMatchedCents(type: 'odds' | 'toss'): number {
  return useOddsStore((s) =>
    (s.markets[type]?.runnerIds ?? []).reduce(
      (sum, sid) => sum + Math.round((s.cells[cellKey(type, sid, 'TotalMatched')] ?? 0) * 100),
      0,
    ),
  );
}
