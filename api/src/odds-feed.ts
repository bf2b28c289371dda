/** The provider behind both odds hosts; the sports module registers the simulator feed. */
export interface OddsFeed {
  /** Session (fancy) odds of a market, or null if unknown. */
  sessionOdds(eventId: string, marketId: string): unknown;
  /** Book (match odds / bookmaker) odds of a market, or null if unknown. */
  bookOdds(eventId: string, marketId: string): unknown;
  /**
   * Every market as JSON serialised once, so the odds hosts can serve it from their own thread
   * (odds-host-thread.ts). A feed that has none is only served in-process.
   */
  snapshot?(): OddsSnapshot;
}

/** One market's replies, under oddsKey(eventId, marketId). */
export interface OddsEntry {
  key: string;
  book: string;
  session: string | null;
}

export interface OddsSnapshot {
  markets: OddsEntry[];
  /** Replies for a market the feed does not know (null: 404 Unknown market). */
  unknownBook: string | null;
  unknownSession: string | null;
}

/** Receives the registered feed's changes (the odds host thread's bridge). */
export interface OddsWatcher {
  changed(entry: OddsEntry): void;
  removed(key: string): void;
  /** Another feed (or none) was registered: read its snapshot again. */
  replaced(): void;
}

export const oddsKey = (eventId: string, marketId: string): string => `${eventId}|${marketId}`;

let current: OddsFeed | null = null;
const watchers = new Set<OddsWatcher>();

/** Registers (or with null, removes) the feed used by the odds hosts. */
export function setOddsFeed(feed: OddsFeed | null): void {
  current = feed;
  for (const w of watchers) w.replaced();
}

export function getOddsFeed(): OddsFeed | null {
  return current;
}

/** Follows the registered feed's changes; returns the function that stops it. */
export function watchOddsFeed(watcher: OddsWatcher): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

/** A feed reports a market's new JSON (ignored unless it is the registered feed). */
export function oddsChanged(feed: OddsFeed, entry: OddsEntry): void {
  if (feed === current) for (const w of watchers) w.changed(entry);
}

/** A feed reports a market it no longer serves. */
export function oddsRemoved(feed: OddsFeed, key: string): void {
  if (feed === current) for (const w of watchers) w.removed(key);
}
