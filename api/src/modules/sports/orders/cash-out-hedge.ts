/**
 * A match-odds cash out against the book (pure, no I/O): the hedge is priced at the best prices
 * the book offers the player (their own orders passed over, as the matcher does) and each hedge
 * bet is an order that must be matched whole now, Fill-or-Kill as Betfair's cash out places it.
 */
import type { RunnerPrices, HedgeBet } from 'shared-maths/cash-out';
import { EMPTY_RUNNER, type MarketBook, type Order } from '../book/book-types';
import { placeOrder, type PlaceResult } from '../book/match-order';

const firstOf = (orders: readonly Order[], owner: string): Order | undefined =>
  orders.find((o) => o.owner !== owner);

/**
 * Each runner's best prices for `owner`: back = the best waiting lay (available to back), lay =
 * the best waiting back (available to lay); 0 = none.
 */
export function offeredPrices(
  book: MarketBook,
  runnerIds: readonly string[],
  owner: string,
): RunnerPrices[] {
  return runnerIds.map((selectionId) => {
    const rb = book.runners[selectionId] ?? EMPTY_RUNNER;
    return {
      selectionId,
      back: firstOf(rb.lays, owner)?.price ?? 0,
      lay: firstOf(rb.backs, owner)?.price ?? 0,
    };
  });
}

export type HedgePlan =
  | { ok: true; plans: PlaceResult[] }
  /** The book could not take `bet` whole: `matched` of it was on offer at its price or better. */
  | { ok: false; bet: HedgeBet; matched: number };

/** The book id of the i-th hedge order (its bets are the caller's to write). */
export const hedgeId = (i: number): string => `hedge-${i}`;

/**
 * The hedge bets as orders of `owner` on the book, one after another, each filled at the resting
 * prices (never worse than the quoted price) or not at all: the first that the book cannot fill
 * whole ends the plan.
 */
export function planHedge(book: MarketBook, owner: string, bets: readonly HedgeBet[]): HedgePlan {
  const plans: PlaceResult[] = [];
  let now = book;
  for (const [i, bet] of bets.entries()) {
    const plan = placeOrder(
      now,
      {
        id: hedgeId(i),
        owner,
        runner: bet.selectionId,
        side: bet.side,
        price: bet.price,
        size: bet.stake,
        persistence: 'lapse',
      },
      { rest: false },
    );
    if (plan.order.matched < bet.stake) return { ok: false, bet, matched: plan.order.matched };
    plans.push(plan);
    now = plan.book;
  }
  return { ok: true, plans };
}
