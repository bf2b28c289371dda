import type { DepthParts, MarketDepth, RunnerDepth } from 'shared-api-types';
import { create } from 'zustand';

export type Level = RunnerDepth['levels'][string];

/**
 * The ladders' books: `<marketType>:<selectionId>` -> the runner's whole book, as the stream's
 * `depth:` topic keeps it. A level that did not change keeps its identity (the stream's patches
 * share unchanged branches; a read is merged into what is shown), so a row selecting its own
 * level re-renders only when that price changed.
 */
interface LadderBooks {
  parts: DepthParts;
  /** The stream's state (already shared where unchanged). */
  setParts: (parts: DepthParts) => void;
  /** A read of some runners (GetMarketDepth while no stream is up), merged into what is shown. */
  mergeRead: (read: DepthParts) => void;
  reset: () => void;
}

const sameLevel = (a: Level | undefined, b: Level): boolean =>
  a !== undefined && a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** `next` with the levels equal to `prev`'s kept by identity. */
export function mergeRunner(prev: RunnerDepth | null | undefined, next: RunnerDepth): RunnerDepth {
  if (!prev) return next;
  const levels: RunnerDepth['levels'] = {};
  let same = Object.keys(prev.levels).length === Object.keys(next.levels).length;
  for (const [price, level] of Object.entries(next.levels)) {
    const old = prev.levels[price];
    if (sameLevel(old, level) && old) levels[price] = old;
    else {
      levels[price] = level;
      same = false;
    }
  }
  if (same && prev.lastTraded === next.lastTraded && prev.traded === next.traded) return prev;
  return { lastTraded: next.lastTraded, traded: next.traded, levels };
}

/** GetMarketDepth's reply as the stream's part (the caller's own sizes are not part of it). */
export const fromRead = (d: MarketDepth): RunnerDepth => ({
  lastTraded: d.lastTraded,
  traded: d.traded,
  levels: Object.fromEntries(
    d.levels
      .filter((l) => l.toBack !== '0.00' || l.toLay !== '0.00' || l.traded !== '0.00')
      .map((l) => [l.price, [l.toBack, l.toLay, l.traded]]),
  ),
});

export const useLadderBooks = create<LadderBooks>()((set) => ({
  parts: {},
  setParts: (parts) => set({ parts }),
  mergeRead: (read) =>
    set((s) => {
      const parts = { ...s.parts };
      for (const [key, runner] of Object.entries(read))
        parts[key] = runner ? mergeRunner(s.parts[key], runner) : null;
      return { parts };
    }),
  reset: () => set({ parts: {} }),
}));

/** The best price to back (highest with something to back) and to lay (lowest), odds text; '' when none. */
export function bestPrices(runner: RunnerDepth | null | undefined): { back: string; lay: string } {
  let back = '';
  let lay = '';
  for (const [price, [toBack, toLay]] of Object.entries(runner?.levels ?? {})) {
    const p = Number(price);
    if (toBack !== '0.00' && (back === '' || p > Number(back))) back = price;
    if (toLay !== '0.00' && (lay === '' || p < Number(lay))) lay = price;
  }
  return { back, lay };
}
