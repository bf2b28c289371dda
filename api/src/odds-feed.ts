/** The provider behind both odds hosts; the sports module registers the simulator feed. */
export interface OddsFeed {
  /** Session (fancy) odds of a market, or null if unknown. */
  sessionOdds(eventId: string, marketId: string): unknown;
  /** Book (match odds / bookmaker) odds of a market, or null if unknown. */
  bookOdds(eventId: string, marketId: string): unknown;
}

let current: OddsFeed | null = null;

/** Registers (or with null, removes) the feed used by the odds hosts. */
export function setOddsFeed(feed: OddsFeed | null): void {
  current = feed;
}

export function getOddsFeed(): OddsFeed | null {
  return current;
}
