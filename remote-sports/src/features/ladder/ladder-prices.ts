import { MAX_PRICE, MIN_PRICE, nextTick } from 'shared-maths';

/** Every Betfair ladder price (odds x100), highest first: the ladder's rows, top to bottom. */
export const LADDER_ROWS: readonly number[] = (() => {
  const up: number[] = [];
  for (let p = MIN_PRICE; ; p = nextTick(p)) {
    up.push(p);
    if (p >= MAX_PRICE) break;
  }
  return up.reverse();
})();

const ROW_OF = new Map(LADDER_ROWS.map((p, i) => [p, i]));

/** The row of a ladder price (0 = 1000.00), or -1 when it is not a ladder price. */
export const rowOf = (price: number): number => ROW_OF.get(price) ?? -1;

/**
 * The first row to show so that the middle of the best back and best lay (either alone when the
 * other is 0, the last traded price when both are) sits in the middle of `visible` rows;
 * clamped to the column. `fallback` (odds x100) when nothing is known.
 */
export function centreRow(
  bestBack: number,
  bestLay: number,
  lastTraded: number,
  visible: number,
  fallback = 200,
): number {
  const rows = [bestBack, bestLay].map(rowOf).filter((r) => r >= 0);
  const anchor =
    rows.length > 0
      ? Math.round(rows.reduce((a, r) => a + r, 0) / rows.length)
      : rowOf(lastTraded) >= 0
        ? rowOf(lastTraded)
        : rowOf(fallback);
  const first = anchor - Math.floor(visible / 2);
  return Math.max(0, Math.min(LADDER_ROWS.length - visible, first));
}

/** The rows to draw for a scroll position: those on screen plus `overscan` either side. */
export function visibleRows(
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  overscan = 4,
): { from: number; to: number } {
  const first = Math.floor(scrollTop / rowHeight);
  const count = Math.ceil(viewHeight / rowHeight);
  return {
    from: Math.max(0, first - overscan),
    to: Math.min(LADDER_ROWS.length, first + count + overscan),
  };
}
