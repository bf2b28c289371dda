/**
 * A match-odds cash out against the book (pure, no I/O): the hedge is priced at the prices the
 * book offers the player (their own orders passed over, as the matcher does), each hedge bet an
 * order that must be matched whole now (Fill-or-Kill, as Betfair's cash out places it); when a
 * level is too small for it, the hedge is priced one level deeper on that runner.
 */
import type { RunnerPrices, HedgeBet } from 'shared-maths/cash-out';
import { EMPTY_RUNNER, type MarketBook, type Order } from './book/book-types';
import { placeOrder, type PlaceResult } from './book/match-order';

/** The distinct prices of `orders` not of `owner`, in the book's order (best first). */
const pricesOf = (orders: readonly Order[], owner: string): number[] => [
  ...new Set(orders.filter((o) => o.owner !== owner).map((o) => o.price)),
];

/**
 * Each runner's prices for `owner`, best first: back = the waiting lays (available to back),
 * lay = the waiting backs (available to lay).
 */
export function offeredLadders(
  book: MarketBook,
  runnerIds: readonly string[],
  owner: string,
): { selectionId: string; back: number[]; lay: number[] }[] {
  return runnerIds.map((selectionId) => {
    const rb = book.runners[selectionId] ?? EMPTY_RUNNER;
    return { selectionId, back: pricesOf(rb.lays, owner), lay: pricesOf(rb.backs, owner) };
  });
}

/** The prices `depth` levels down each runner's ladders (the last level, or 0 for none). */
export function pricesAt(
  ladders: ReturnType<typeof offeredLadders>,
  depth: ReadonlyMap<string, { back: number; lay: number }>,
): RunnerPrices[] {
  const at = (xs: number[], i: number) => xs[Math.min(i, xs.length - 1)] ?? 0;
  return ladders.map((l) => {
    const d = depth.get(l.selectionId) ?? { back: 0, lay: 0 };
    return { selectionId: l.selectionId, back: at(l.back, d.back), lay: at(l.lay, d.lay) };
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
