import type { DepthLevel, MarketDepth } from 'shared-api-types';
import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import type { SideLevels } from '../stored-book';
import type { DepthTarget, TradedLevel, WaitingLevel } from './depth-queries';

interface Sums {
  toBack: number;
  toLay: number;
  traded: number;
  myBack: number;
  myLay: number;
}

const none = (): Sums => ({ toBack: 0, toLay: 0, traded: 0, myBack: 0, myLay: 0 });

/**
 * A runner's ladder from its waiting orders and trades per price: a waiting lay is available to
 * back, a waiting back available to lay (Betfair's columns); the caller's own orders apart.
 * `house`: the house's levels as the page shows them when its stored orders are not the engine's
 * quote (exchange/shown-book.ts unstoredHouse), in place of its stored orders.
 */
export function marketDepth(
  d: DepthTarget,
  stored: readonly WaitingLevel[],
  traded: readonly TradedLevel[],
  house: SideLevels | null = null,
): MarketDepth {
  const waiting: readonly Omit<WaitingLevel, 'house'>[] = house
    ? [
        ...stored.filter((w) => !w.house),
        ...house.backs.map((l) => ({ side: 'back' as const, ...l, mine: 0 })),
        ...house.lays.map((l) => ({ side: 'lay' as const, ...l, mine: 0 })),
      ]
    : stored;
  const at = new Map<number, Sums>();
  const sums = (price: number): Sums => {
    let s = at.get(price);
    if (!s) at.set(price, (s = none()));
    return s;
  };
  for (const w of waiting) {
    const s = sums(w.price);
    if (w.side === 'lay') {
      s.toBack += Number(w.size);
      s.myLay += Number(w.mine);
    } else {
      s.toLay += Number(w.size);
      s.myBack += Number(w.mine);
    }
  }
  for (const t of traded) sums(t.price).traded += Number(t.size);
  const last = traded.find((t) => t.last);
  const levels: DepthLevel[] = [...at]
    .sort(([a], [b]) => a - b)
    .map(([price, s]) => ({
      price: formatPrice(d.marketType, price),
      toBack: formatCents(s.toBack),
      toLay: formatCents(s.toLay),
      traded: formatCents(s.traded),
      myBack: formatCents(s.myBack),
      myLay: formatCents(s.myLay),
    }));
  return {
    matchId: d.matchId,
    marketType: d.marketType,
    selectionId: d.selectionId,
    lastTraded: last ? formatPrice(d.marketType, last.price) : null,
    traded: formatCents(traded.reduce((a, t) => a + Number(t.size), 0)),
    levels,
  };
}
