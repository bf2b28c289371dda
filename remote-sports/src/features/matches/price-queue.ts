import type { MatchListItem } from './api/get-dashboard';
import { useMatchesStore } from './matches-store';

/** Off-screen matches whose new prices are shown per frame: a tick of 50 takes about 6 frames. */
export const MATCHES_PER_FRAME = 8;

/** The latest prices not shown yet, per match, in the order they first waited (none starves). */
const waiting = new Map<string, MatchListItem>();
/** Rows on screen (match-row.tsx reports them). */
const onScreen = new Set<string>();
let scheduled = false;

export function setRowOnScreen(matchId: string, shown: boolean): void {
  if (shown) onScreen.add(matchId);
  else onScreen.delete(matchId);
}

let observer: IntersectionObserver | null = null;
const rowIds = new WeakMap<Element, string>();

/** Tracks whether a match's row is on screen; returns the function that stops it. */
export function watchRow(el: Element, matchId: string): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const e of entries) {
      const id = rowIds.get(e.target);
      if (id !== undefined) setRowOnScreen(id, e.isIntersecting);
    }
  });
  rowIds.set(el, matchId);
  observer.observe(el);
  return () => {
    observer?.unobserve(el);
    rowIds.delete(el);
    setRowOnScreen(matchId, false);
  };
}

/** Runs fn after the next frame was drawn (at once-ish in a hidden tab, where frames stop). */
function afterNextFrame(fn: () => void): void {
  if (document.hidden || typeof requestAnimationFrame !== 'function') setTimeout(fn, 0);
  else requestAnimationFrame(() => setTimeout(fn, 0));
}

/** Shows the waiting prices of rows on screen, and of `others` more matches. */
function applyWaiting(others: number): void {
  const batch: MatchListItem[] = [];
  for (const [id, item] of waiting) {
    if (onScreen.has(id)) batch.push(item);
    else if (others > 0) {
      others -= 1;
      batch.push(item);
    } else continue;
    waiting.delete(id);
  }
  if (batch.length > 0) useMatchesStore.getState().applyPrices(batch);
}

function drain(): void {
  scheduled = false;
  applyWaiting(MATCHES_PER_FRAME);
  if (waiting.size > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  afterNextFrame(drain);
}

/**
 * Shows a tick's prices (matches already listed): rows on screen at once, the others a few
 * matches per frame, so that no one task re-renders, lays out and paints every changed price of
 * the page (216 a tick with 50 matches: over 50 ms on a slow phone). A tick that comes while an
 * earlier one is still being drawn replaces its waiting prices: rows on screen never queue
 * behind off-screen ones.
 */
export function showPrices(items: readonly MatchListItem[]): void {
  for (const item of items) waiting.set(item.matchID, item);
  // off-screen rows wait for the next frames (none known on screen yet: the first few now)
  applyWaiting(scheduled || onScreen.size > 0 ? 0 : MATCHES_PER_FRAME);
  if (waiting.size > 0) schedule();
}

/** Drops the waiting prices (a whole list was just applied: it is newer). */
export function dropWaitingPrices(): void {
  waiting.clear();
}
