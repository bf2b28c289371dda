import type { DepthParts, FeedReply, MarketDepth, RunnerDepth } from 'shared-api-types';
import { create } from 'zustand';
import { bookTops, withTop, type BookTop } from './book-top';

export type Level = RunnerDepth['levels'][string];

/**
 * The ladders' books: `<marketType>:<selectionId>` -> the runner's whole book, as the stream's
 * `depth:` topic keeps it. A level that did not change keeps its identity (the stream's patches
 * share unchanged branches; a read is merged into what is shown), so a row selecting its own
 * level re-renders only when that price changed. While the stream is live the best three prices a
 * side are the `match:` topic's book's (book-top.ts): a tick's book and the ladder's cells are
 * one commit, not two (the `depth:` message follows the `match:` one by up to 140 ms).
 */
interface LadderBooks {
  /** What the ladder shows: the depth with the book's best prices. */
  parts: DepthParts;
  /** The depth as the stream or the reads gave it. */
  depth: DepthParts;
  /** The stream's latest book, per runner (none while the depth is read). */
  tops: Record<string, BookTop>;
  /** The stream's state (already shared where unchanged). */
  setParts: (parts: DepthParts) => void;
  /** The `match:` topic's book (its best three prices a side). */
  setBook: (book: FeedReply | null | undefined) => void;
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

/** What the ladder shows: `depth` with `tops`, the levels equal to `shown`'s kept by identity. */
function showing(depth: DepthParts, tops: Record<string, BookTop>, shown: DepthParts): DepthParts {
  const parts: DepthParts = {};
  for (const key of new Set([...Object.keys(depth), ...Object.keys(tops)])) {
    const d = depth[key];
    const top = tops[key];
    if (top && d !== null) parts[key] = mergeRunner(shown[key], withTop(d, top));
    else if (!d) parts[key] = null;
    else parts[key] = shown[key] === d ? d : mergeRunner(shown[key], d);
  }
  return parts;
}

export const useLadderBooks = create<LadderBooks>()((set) => ({
  parts: {},
  depth: {},
  tops: {},
  setParts: (depth) => set((s) => ({ depth, parts: showing(depth, s.tops, s.parts) })),
  setBook: (book) =>
    set((s) => {
      const tops = bookTops(book);
      return { tops, parts: showing(s.depth, tops, s.parts) };
    }),
  mergeRead: (read) =>
    set((s) => {
      const depth = { ...s.depth };
      for (const [key, runner] of Object.entries(read))
        depth[key] = runner ? mergeRunner(s.depth[key], runner) : null;
      // read while no stream is up: the stream's last book is older than the read
      return { depth, tops: {}, parts: showing(depth, {}, s.parts) };
    }),
  reset: () => set({ parts: {}, depth: {}, tops: {} }),
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
