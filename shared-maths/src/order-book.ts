/**
 * Order-book rules shared by the API's matcher (authoritative) and the bet slip's preview
 * (remote-sports): which resting prices an order can take, what will match now and what will
 * wait, and the money of a matched pair and of a waiting order. Integer cents; prices are decimal
 * odds x100 on the Betfair ladder. Sizes are always the backer's stake.
 */
import { exposureOf, payoff, runnerPositions, type Payoff, type RunnerBet } from './exchange-maths';

export type BookSide = 'back' | 'lay';

/** One price level: odds x100 and the backer's stake on offer there (cents); 0/0 = no level. */
export interface Level {
  price: number;
  size: number;
}

/**
 * True when an order on `side` asking `ask` can take a resting order at `resting`: a back takes
 * lays at `ask` or higher (better odds), a lay takes backs at `ask` or lower.
 */
export function crosses(side: BookSide, ask: number, resting: number): boolean {
  return side === 'back' ? resting >= ask : resting <= ask;
}

export interface MatchPreview {
  /** The parts that would match now, best price first (the resting levels' prices). */
  matched: Level[];
  /** What would wait in the book at the asked price (cents). */
  waiting: number;
}

/**
 * What an order would match now against the levels it can take, and what would wait.
 * `takeable` is what the order's side can take, best first: for a back, "available to back"
 * (the resting lays, highest price first); for a lay, "available to lay" (resting backs, lowest
 * first). The client sees three levels, so beyond them its preview says "waits".
 */
export function previewMatch(
  takeable: readonly Level[],
  side: BookSide,
  ask: number,
  size: number,
): MatchPreview {
  const matched: Level[] = [];
  let rest = size;
  for (const level of takeable) {
    if (rest === 0 || level.size <= 0 || !crosses(side, ask, level.price)) break;
    const take = Math.min(rest, level.size);
    matched.push({ price: level.price, size: take });
    rest -= take;
  }
  return { matched, waiting: rest };
}

/** Size-weighted average price of matched parts, to the nearest hundredth (display only); 0 if none. */
export function averagePrice(parts: readonly Level[]): number {
  const size = parts.reduce((sum, p) => sum + p.size, 0);
  if (size === 0) return 0;
  return Math.round(parts.reduce((sum, p) => sum + p.price * p.size, 0) / size);
}

export interface PairPayoffs {
  back: Payoff;
  lay: Payoff;
}

/**
 * Money of one matched pair (a fill) at `price` for `size` cents of the backer's stake. If the
 * runner wins the layer pays the backer size x (price - 1), rounded down to a whole cent; if it
 * loses the backer pays the layer the size. The two sides are equal and opposite by construction.
 */
export function pairPayoffs(price: number, size: number): PairPayoffs {
  const back = payoff({ kind: 'odds', side: 'back', price, stake: size });
  return { back, lay: { win: back.loss, loss: back.win } };
}

/**
 * One side's money of a fill of `size` at `price`: the taker's bet as its maker's (pairPayoffs),
 * so a layer's liability is the backer's win, rounded down, never a lay's own payoff (rounded up).
 */
export const fillPayoff = (side: BookSide, price: number, size: number): Payoff =>
  pairPayoffs(price, size)[side];

/** The two bets of a matched pair on runner `selectionId`, for positions and settlement. */
export function pairBets(
  selectionId: string,
  price: number,
  size: number,
): Record<BookSide, RunnerBet> {
  const { back, lay } = pairPayoffs(price, size);
  return {
    back: { side: 'back', selectionId, ...back },
    lay: { side: 'lay', selectionId, ...lay },
  };
}

/**
 * What a waiting order reserves (its worst case, cents): a back its remaining stake, a lay
 * remaining x (price - 1) rounded up. A lay fills at its price or lower and each fill rounds down,
 * so the reservation always covers what the order can still cost.
 */
export function reservation(side: BookSide, price: number, remaining: number): number {
  return payoff({ kind: 'odds', side, price, stake: remaining }).loss;
}

export interface WaitingOrder {
  selectionId: string;
  side: BookSide;
  price: number;
  remaining: number;
}

/**
 * Exposure of a runner market with waiting orders, as Betfair counts it: matched bets net per
 * outcome; a waiting order adds its reservation to the outcomes where it would lose and can never
 * reduce exposure.
 */
export function exposureWithWaiting(
  runnerIds: readonly string[],
  matched: readonly RunnerBet[],
  waiting: readonly WaitingOrder[],
): number {
  const worst = waiting.map((w): RunnerBet => ({
    side: w.side,
    selectionId: w.selectionId,
    win: 0,
    loss: reservation(w.side, w.price, w.remaining),
  }));
  return exposureOf(Object.values(runnerPositions(runnerIds, [...matched, ...worst])));
}
