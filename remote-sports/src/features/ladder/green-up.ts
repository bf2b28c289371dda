import { payoff } from 'shared-maths';
import {
  cashOutQuote,
  positionsAfter,
  type CashOutQuote,
  type HedgeBet,
  type RunnerPrices,
} from 'shared-maths/cash-out';
import { pairBets } from 'shared-maths/order-book';

/** A hedge as it fills at once: a lay's liability is the backer's win, rounded down (pairBets). */
const filled = (b: HedgeBet): HedgeBet => {
  const { win, loss } = pairBets(b.selectionId, b.price, b.stake)[b.side];
  return { ...b, win, loss };
};

/**
 * The green-up of a match-odds or toss position: the hedge at the best prices that leaves the
 * same profit (or loss) whichever runner wins, in integer cents. It is the cash out of 100 %
 * (shared-maths' rule), commission aside, with each lay sized for its fill: the quote counts a
 * lay's liability rounded up, the fill rounds it down, which could leave the runners two cents
 * apart (a lay of 263.15 at 1.52 on +200.00 / -200.00); a cent more of stake, when it is closer.
 */
export function greenUp(
  positions: Readonly<Record<string, number>>,
  prices: readonly RunnerPrices[],
): CashOutQuote {
  const quote = cashOutQuote('odds', positions, prices, 100, 0);
  if (!quote.ok) return quote;
  const ids = prices.map((r) => r.selectionId);
  const outcome = (bets: readonly HedgeBet[]) => {
    const after = positionsAfter(positions, ids, bets);
    const values = ids.map((id) => after[id] ?? 0);
    return { after, least: Math.min(...values), spread: Math.max(...values) - Math.min(...values) };
  };
  let bets = quote.bets.map(filled);
  bets.forEach((b, i) => {
    if (b.side !== 'lay') return;
    const more = bets.map((x, j) => (j === i ? filled({ ...x, stake: x.stake + 1 }) : x));
    const [was, now] = [outcome(bets), outcome(more)];
    if (now.spread < was.spread || (now.spread === was.spread && now.least > was.least))
      bets = more;
  });
  const { after, least } = outcome(bets);
  return { ok: true, bets, after, amount: least, net: least };
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
