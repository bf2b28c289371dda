import type { FeedReply, MatchListItem } from 'shared-api-types';
import type { OddsSnapshot } from '../../../odds-feed';
import type { StoredBook } from '../exchange/stored-book';
import type { Ball, Cricket } from './engine/cricket';
import type { SessionDef } from './engine/sessions';

/** In-memory state of the simulated feed (live prices never touch the database). */
export type FeedStatus = 'OPEN' | 'SUSPENDED' | 'BALL RUNNING' | 'CLOSED';
export type RunnerKind = 'odds' | 'book' | 'toss';
export type MatchState = 'upcoming' | 'inplay' | 'completed';

export type Triple = [number, number, number];

export interface SimRunner {
  selectionId: string;
  name: string;
  /** odds/toss: decimal odds x100; book: rate r. 0 = no price. */
  back: Triple;
  lay: Triple;
  backSize: Triple;
  laySize: Triple;
}

export interface SimRunnerMarket {
  kind: RunnerKind;
  marketId: string;
  name: string;
  status: FeedStatus;
  runners: SimRunner[];
  /** Ticks left of a temporary suspension. */
  holdTicks: number;
  /** Match odds / toss: the stored order book as last read (exchange/shown-book.ts). */
  stored?: StoredBook;
}

export interface SimSession {
  selectionId: string;
  name: string;
  noLine: number;
  yesLine: number;
  noRate: number;
  yesRate: number;
  status: FeedStatus;
  /** What the session is on (the engine's sessions; absent in states stored before the engine). */
  def?: SessionDef;
  /** Settled (its result was reported). */
  done?: boolean;
}

export interface SimMatch {
  matchId: string;
  eventId: string;
  /** The match-odds market id: the URL's marketId for both odds hosts. */
  marketId: string;
  competition: string;
  team1: string;
  team2: string;
  startAt: Date;
  state: MatchState;
  /** Ticks until start (upcoming) or until the end (in play). */
  ticksLeft: number;
  /** Win probability of each odds runner (sums to 1). */
  probs: number[];
  odds: SimRunnerMarket;
  book: SimRunnerMarket;
  toss: SimRunnerMarket;
  sessions: SimSession[];
  ballRunningTicks: number;
  tossWinner: string | null;
  /** The cricket: toss, ball-by-ball record and the score derived from it. */
  cricket: Cricket;
  /** Each side's strength before the match (0-1): moves its par in the win model. */
  strength: [number, number];
  /** Seed of this match's balls: ball n is drawn from (seed, n), so a restart bowls the same ball. */
  seed: number;
  /** Ticks until the next ball. */
  ballIn: number;
}

/** How a finished market settled: a winning selection, or a fancy final score. */
export type MarketResult =
  | { kind: RunnerKind; matchId: string; marketId: string; winnerId: string; winnerName: string }
  | { kind: 'session'; matchId: string; marketId: string; score: number };

/**
 * What the simulator's matches are served as: their odds hosts' JSON, built once per change, and
 * the dashboard (feed-run/sim-feed-cache.ts FeedJsonCache). Passed in, so the feed does not reach
 * the exchange's shown book the JSON shows.
 */
export interface FeedOutput {
  set(
    m: SimMatch,
    bookOnly?: boolean,
  ): { book: FeedReply; session: FeedReply | null; cached: { book: string; session: string } };
  remove(m: SimMatch): void;
  sessionOdds(eventId: string, marketId: string): string | null;
  bookOdds(eventId: string, marketId: string): string;
  snapshot(): OddsSnapshot;
  dashboard(matches: Iterable<SimMatch>): MatchListItem[];
}

export interface SimulatorOptions {
  seed: number;
  /** Where the matches are served (new FeedJsonCache() from feed-run/sim-feed-cache.ts). */
  feed: FeedOutput;
  matchCount: number;
  /** First match id (the module starts after the ids already in the database). */
  firstId: number;
  /** Unfinished matches stored by an earlier run: kept as they are, new ones fill up to matchCount. */
  resume?: readonly SimMatch[];
  now?: () => Date;
  /** Ticks between balls (SIM_BALL_MS / SIM_TICK_MS; default 4). */
  ballTicks?: number;
}

/** A delivery not yet written to the ball record. */
export interface PendingBall {
  matchId: string;
  seq: number;
  ball: Ball;
}

/** What changed in the feed: a match (its JSON rebuilt), or a market key no longer served. */
export interface SimWatcher {
  /** `bookOnly`: only the shown book changed (nothing of the simulator's own state). */
  touched(m: SimMatch, bookOnly: boolean): void;
  removed(key: string): void;
}
