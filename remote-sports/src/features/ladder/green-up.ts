import { payoff } from 'shared-maths';
import {
  cashOutQuote,
  positionsAfter,
  type CashOutQuote,
  type RunnerPrices,
} from 'shared-maths/cash-out';

/**
 * The green-up of a match-odds position: the hedge at the best prices that leaves the same
 * profit (or loss) whichever runner wins, in integer cents. It is the cash out of 100 % (one
 * rule with the API's POST /Player/CashOut, which places it); commission aside.
 */
export function greenUp(
  positions: Readonly<Record<string, number>>,
  prices: readonly RunnerPrices[],
): CashOutQuote {
  return cashOutQuote('odds', positions, prices, 100, 0);
}

/** Each runner's outcome after a back or lay of `stake` cents at `price` (odds x100) on one runner. */
export function whatIf(
  positions: Readonly<Record<string, number>>,
  runnerIds: readonly string[],
  bet: { selectionId: string; side: 'back' | 'lay'; price: number; stake: number },
): Record<string, number> {
  const terms = payoff({ kind: 'odds', ...bet });
  return positionsAfter(positions, runnerIds, [{ ...bet, ...terms }]);
}
