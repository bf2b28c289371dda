import type { MatchListItem } from './api/get-dashboard';
import { useMatchesStore } from './matches-store';

/** How far beyond the screen a row counts as shown: its prices are drawn before it scrolls in. */
export const ROW_MARGIN = '200px 0px';

/** Calls `onChange` whenever `el` comes near the screen (true) or leaves it; returns the stop. */
export type WatchShown = (el: Element, onChange: (shown: boolean) => void) => () => void;

export interface PriceQueue {
  /** A tick's prices (matches already listed). */
  show: (items: readonly MatchListItem[]) => void;
  /** Drops the prices still waiting (a whole list was just applied: it is newer). */
  drop: () => void;
  /** Follows whether a match's row is near the screen; returns the function that stops it. */
  watchRow: (el: Element, matchId: string) => () => void;
}

/**
 * Shows a tick's prices where a player can see them: rows on or near the screen at once, while an
 * off-screen row keeps only its latest prices and shows them when it comes near the screen. A
 * tick moves every price of 50 matches; drawing the off-screen ones (8 matches a frame) cost
 * about 4 more frames of layout and paint a tick for prices no one saw (docs/performance.md).
 * Without `watch` (no IntersectionObserver) every price is shown at once.
 */
export function createPriceQueue(
  apply: (items: readonly MatchListItem[]) => void,
  watch: WatchShown | null,
): PriceQueue {
  const waiting = new Map<string, MatchListItem>();
  const shown = new Set<string>();
  return {
    show(items) {
      if (!watch) return apply(items);
      const now: MatchListItem[] = [];
      // a row near the screen never has prices waiting: they are shown as it comes near
      for (const item of items) {
        if (shown.has(item.matchID)) now.push(item);
        else waiting.set(item.matchID, item);
      }
      if (now.length > 0) apply(now);
    },
    drop: () => waiting.clear(),
    watchRow(el, matchId) {
      if (!watch) return () => undefined;
      const stop = watch(el, (isShown) => {
        if (!isShown) return void shown.delete(matchId);
        shown.add(matchId);
        const item = waiting.get(matchId);
        if (!item) return;
        waiting.delete(matchId);
        apply([item]);
      });
      return () => {
        stop();
        shown.delete(matchId);
      };
    },
  };
}

/** One IntersectionObserver for every row (null where there is none, as in jsdom). */
function nearScreenWatch(): WatchShown | null {
  if (typeof IntersectionObserver !== 'function') return null;
  const handlers = new WeakMap<Element, (shown: boolean) => void>();
  let observer: IntersectionObserver | null = null;
  return (el, onChange) => {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const e of entries) handlers.get(e.target)?.(e.isIntersecting);
      },
      { rootMargin: ROW_MARGIN },
    );
    handlers.set(el, onChange);
    observer.observe(el);
    return () => {
      observer?.unobserve(el);
      handlers.delete(el);
    };
  };
}

/** The match list's queue, beside its store (one list per page). */
export const priceQueue = createPriceQueue(
  (items) => useMatchesStore.getState().applyPrices(items),
  nearScreenWatch(),
);
