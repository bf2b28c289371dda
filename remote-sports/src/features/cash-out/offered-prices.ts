import type { UnmatchedBet } from 'shared-api-types';
import type { RunnerPrices } from 'shared-maths/cash-out';
import { tryParseCents } from 'shared-maths/money';

/** A runner's shown levels, best first, prices in the market's units and sizes in cents. */
export interface ShownLevels {
  selectionId: string;
  /** Available to back (the waiting lays). */
  back: readonly { price: number; size: number }[];
  /** Available to lay (the waiting backs). */
  lay: readonly { price: number; size: number }[];
}

/**
 * Each runner's best prices the book offers the player: the shown levels less the player's own
 * waiting orders of `marketId` (their lays are on the back side, their backs on the lay side), as
 * the server's hedge passes over them; a level that is all theirs is skipped, 0 when none is left.
 */
export function offeredPrices(
  runners: readonly ShownLevels[],
  mine: readonly UnmatchedBet[],
  marketId: string,
): RunnerPrices[] {
  const own = new Map<string, number>();
  for (const o of mine) {
    if (o.marketId !== marketId) continue;
    const price = tryParseCents(o.price);
    const left = tryParseCents(o.remaining);
    if (price === null || left === null) continue;
    const key = `${o.selectionId}:${o.side}:${price}`;
    own.set(key, (own.get(key) ?? 0) + left);
  }
  // a level without a size (a feed that sends none) counts as others' unless the player waits there
  const best = (selectionId: string, ownSide: 'back' | 'lay', levels: ShownLevels['back']) =>
    levels.find((l) => {
      const theirs = own.get(`${selectionId}:${ownSide}:${l.price}`) ?? 0;
      return l.price > 0 && (theirs === 0 || l.size > theirs);
    })?.price ?? 0;
  return runners.map((r) => ({
    selectionId: r.selectionId,
    back: best(r.selectionId, 'lay', r.back),
    lay: best(r.selectionId, 'back', r.lay),
  }));
}
