import type { Simulator } from './feed/simulator';

/** The running simulator: what the test control drives, and stop. */
export interface SportsHandle {
  sim: Simulator;
  /** In-play bet delay in force (the test control may change it). */
  betDelayMs: number;
  /** Waits until every queued settlement / persistence job has run. */
  drain: () => Promise<void>;
  persistNew: () => Promise<void>;
  /**
   * After a tick: the house re-quotes the markets where players' orders wait, then the feed
   * shows the stored book (queued job).
   */
  fillOrders: () => Promise<void>;
  /**
   * A committed write changed these matches' books: resolves once the feed (odds hosts, stream,
   * GetDashboard) shows them (exchange/shown-refresher.ts).
   */
  booksChanged: (matchIds: Iterable<string>) => Promise<void>;
  stop: () => Promise<void>;
}
