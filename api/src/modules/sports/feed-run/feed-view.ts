import type { DashboardItem } from './feed-json';
import type { SimMatch } from '../feed/sim-types';

/** What the sports routes read the live feed through: the leader's simulator or a follower's mirror. */
export interface SportsFeed {
  readonly matches: ReadonlyMap<string, SimMatch>;
  dashboard(): DashboardItem[];
  /** The matches hold the live cricket (the simulator); a mirror's GetScore reads the ball record. */
  readonly liveCricket: boolean;
}

/** Before the first feed arrives. */
export const NO_SPORTS: SportsFeed = {
  matches: new Map(),
  dashboard: () => [],
  liveCricket: false,
};

/** The match in the simulator's memory on this process, else undefined (read it from the store). */
export function feedMatch(live: () => SportsFeed, matchId: string): SimMatch | undefined {
  const view = live();
  return view.liveCricket ? view.matches.get(matchId) : undefined;
}
