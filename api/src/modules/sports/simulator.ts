import {
  oddsChanged,
  oddsKey,
  oddsRemoved,
  type OddsFeed,
  type OddsSnapshot,
} from '../../odds-feed';
import {
  bookFeed,
  dashboardItem,
  listedMatches,
  sessionFeed,
  EMPTY_BOOK_JSON,
  type DashboardItem,
} from './feed-json';
import type { FeedReply } from 'shared-api-types';
import type { ForcedBall } from './engine/bowl';
import type { Ball } from './engine/cricket';
import {
  bowl,
  doToss,
  holdTick,
  playOut,
  reprice,
  setBallRunning,
  settleDecided,
  type PlayHooks,
} from './engine/match-play';
import { createRng, type Rng } from './rng';
import { churnMatch, churnStep } from './sim-churn';
import { createMatch, priceRunnerMarkets } from './sim-match';
import type { MarketResult, SimMatch } from './sim-types';

export interface SimulatorOptions {
  seed: number;
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

/** Play-outs tried to finish a match with a result a test asks for. */
const PLAY_OUT_TRIES = 400;

/** A finished match stays served (CLOSED, empty of bets) for 10 minutes, then leaves memory. */
export const KEEP_FINISHED_TICKS = 600;

/** What changed in the feed: a match (its JSON rebuilt), or a market key no longer served. */
export interface SimWatcher {
  /** `bookOnly`: only the shown book changed (nothing of the simulator's own state). */
  touched(m: SimMatch, bookOnly: boolean): void;
  removed(key: string): void;
}

interface Cached {
  book: string;
  session: string;
}

/**
 * The match simulator: moves prices and fancy lines every tick, suspends and ball-runs markets,
 * starts and ends matches. Finished markets are reported through onResult (the module settles
 * them in the database). The feed JSON is serialised once per tick per match, not per request.
 */
export class Simulator implements OddsFeed {
  readonly matches = new Map<string, SimMatch>();
  private readonly byFeedKey = new Map<string, SimMatch>();
  private readonly cache = new Map<string, Cached>();
  private dashboardCache: DashboardItem[] | null = null;
  private readonly rng: Rng;
  private nextId: number;
  private readonly matchCount: number;
  private readonly now: () => Date;
  tickCount = 0;
  /** Tick at which each finished match ended; it stays in the feed (CLOSED) for KEEP_FINISHED_TICKS. */
  private readonly finishedAt = new Map<string, number>();
  /** Frozen: tick() does nothing (e2e tests pin prices). */
  frozen = false;
  /** Churn: tick() moves every price one step and nothing else (the odds benchmark). */
  churn = false;
  /** Deliveries bowled since the last takeBalls() (the module stores them). */
  private pending: PendingBall[] = [];
  private readonly hooks: PlayHooks;
  /** Told of every change of the feed (the leader publishes them to the other processes). */
  watcher: SimWatcher | null = null;
  /** Told of every match change with its feed replies (the module publishes them live). */
  onTouch: ((m: SimMatch, book: FeedReply, session: FeedReply) => void) | null = null;
  /** Told when a finished match leaves the feed. */
  onRemove: ((m: SimMatch) => void) | null = null;

  constructor(
    opts: SimulatorOptions,
    private readonly onResult: (result: MarketResult, match: SimMatch) => void = () => undefined,
  ) {
    this.rng = createRng(opts.seed);
    this.now = opts.now ?? (() => new Date());
    this.nextId = opts.firstId;
    this.matchCount = opts.matchCount;
    const ballTicks = Math.max(1, opts.ballTicks ?? 4);
    this.hooks = {
      ballTicks,
      breakTicks: ballTicks * 6,
      emit: (result, m) => this.onResult(result, m),
      record: (m, seq, ball) => this.pending.push({ matchId: m.matchId, seq, ball }),
    };
    const resumed = opts.resume ?? [];
    for (const m of resumed) this.resume(m);
    const inPlayCount = Math.max(1, Math.floor(opts.matchCount * 0.4));
    for (let i = resumed.length; i < opts.matchCount; i += 1)
      this.addNew(createMatch(this.nextId++, this.rng, i < inPlayCount, this.now()));
  }

  /** A new match: its balls so far (a match seeded in play) go to the record. */
  private addNew(m: SimMatch): void {
    m.cricket.balls.forEach((ball, seq) => this.hooks.record(m, seq, ball));
    reprice(m, this.rng, 1);
    this.add(m);
  }

  /** A resumed match: what its record decided while the API was down settles now. */
  private resume(m: SimMatch): void {
    if (m.state === 'inplay') settleDecided(m, this.hooks);
    this.add(m);
  }

  /** The deliveries bowled since the last call, for the ball record. */
  takeBalls(): PendingBall[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  private add(m: SimMatch): void {
    this.matches.set(m.matchId, m);
    this.byFeedKey.set(oddsKey(m.eventId, m.marketId), m);
    this.touch(m);
  }

  /**
   * Marks a match changed: its JSON is rebuilt now (once) and the dashboard on next read.
   * `bookOnly`: only its shown book changed (orders/shown-refresh.ts), not its stored state.
   */
  touch(m: SimMatch, bookOnly = false): void {
    const book = bookFeed(m);
    const session = sessionFeed(m);
    const cached = { book: JSON.stringify(book), session: JSON.stringify(session) };
    this.cache.set(m.matchId, cached);
    this.dashboardCache = null;
    oddsChanged(this, { key: oddsKey(m.eventId, m.marketId), ...cached });
    this.watcher?.touched(m, bookOnly);
    this.onTouch?.(m, book, session);
  }

  sessionOdds(eventId: string, marketId: string): string | null {
    const m = this.byFeedKey.get(oddsKey(eventId, marketId));
    return m ? (this.cache.get(m.matchId)?.session ?? null) : null;
  }

  bookOdds(eventId: string, marketId: string): string {
    const m = this.byFeedKey.get(oddsKey(eventId, marketId));
    return (m && this.cache.get(m.matchId)?.book) ?? EMPTY_BOOK_JSON;
  }

  snapshot(): OddsSnapshot {
    const markets = [...this.byFeedKey].flatMap(([key, m]) => {
      const cached = this.cache.get(m.matchId);
      return cached ? [{ key, ...cached }] : [];
    });
    return { markets, unknownBook: EMPTY_BOOK_JSON, unknownSession: null };
  }

  /** Matches not yet finished, in-play first, then by start time (a stable order). */
  dashboard(): DashboardItem[] {
    if (!this.dashboardCache) {
      this.dashboardCache = listedMatches(this.matches.values()).map(dashboardItem);
    }
    return this.dashboardCache;
  }

  tick(): void {
    if (this.frozen) return;
    this.tickCount += 1;
    for (const [id, at] of this.finishedAt) {
      if (this.tickCount - at < KEEP_FINISHED_TICKS) continue;
      const m = this.matches.get(id);
      if (m) {
        this.byFeedKey.delete(oddsKey(m.eventId, m.marketId));
        oddsRemoved(this, oddsKey(m.eventId, m.marketId));
        this.watcher?.removed(oddsKey(m.eventId, m.marketId));
        this.onRemove?.(m);
      }
      this.matches.delete(id);
      this.cache.delete(id);
      this.finishedAt.delete(id);
    }
    for (const m of [...this.matches.values()]) {
      if (m.state === 'completed') continue;
      if (this.churn) churnMatch(m, churnStep(this.tickCount));
      else if (m.state === 'upcoming') this.tickUpcoming(m);
      else this.tickInPlay(m);
      this.touch(m);
    }
  }

  private drift(m: SimMatch, amount: number): void {
    const [p1 = 0.5, , draw = 0] = m.probs;
    const shift = (this.rng.next() - 0.5) * amount;
    const a = Math.min(0.97 - draw, Math.max(0.03, p1 + shift));
    m.probs = m.probs.length === 3 ? [a, 1 - draw - a, draw] : [a, 1 - a];
  }

  private tickUpcoming(m: SimMatch): void {
    if (this.rng.chance(0.3)) this.drift(m, 0.02);
    priceRunnerMarkets(m, this.rng, 0.2);
    m.ticksLeft -= 1;
    if (m.ticksLeft <= 0) this.startMatch(m);
  }

  /** In play: a ball every ballTicks ticks, the tick before it the ball is running. */
  private tickInPlay(m: SimMatch): void {
    if (m.cricket.result) return this.finishMatch(m);
    priceRunnerMarkets(m, this.rng, 0.6);
    holdTick(m);
    m.ballIn -= 1;
    if (m.ballIn === 1) setBallRunning(m, true);
    if (m.ballIn > 0) return;
    bowl(m, this.hooks, this.rng);
    if (m.cricket.result) this.finishMatch(m);
  }

  /**
   * Bowls `count` balls of a match now (a test's control; an upcoming match starts first), the
   * first one forced when asked. Stops at the result.
   */
  bowlNow(m: SimMatch, count: number, force?: ForcedBall): void {
    if (m.state === 'completed') return;
    if (m.state === 'upcoming') this.startMatch(m);
    for (let i = 0; i < count && !m.cricket.result; i += 1)
      bowl(m, this.hooks, this.rng, i === 0 ? force : undefined);
    if (m.cricket.result) this.finishMatch(m);
    this.touch(m);
  }

  /** Upcoming -> in play: the toss is decided and settles. */
  startMatch(m: SimMatch): void {
    m.state = 'inplay';
    m.startAt = this.now();
    this.settleToss(m, doToss(m));
    m.ballIn = this.hooks.breakTicks;
    reprice(m, this.rng, 1);
    this.touch(m);
  }

  settleToss(m: SimMatch, winnerId: string): void {
    if (m.toss.status === 'CLOSED' && m.tossWinner) return;
    const winner = m.toss.runners.find((r) => r.selectionId === winnerId);
    if (!winner) throw new Error(`Unknown toss selection ${winnerId}`);
    m.toss.status = 'CLOSED';
    m.tossWinner = winnerId;
    this.onResult(
      {
        kind: 'toss',
        matchId: m.matchId,
        marketId: m.toss.marketId,
        winnerId,
        winnerName: winner.name,
      },
      m,
    );
  }

  /**
   * Ends a match now by playing out the rest of it (a test's control). With a winner given, play
   * -outs are tried until one ends with that winner (when none does in PLAY_OUT_TRIES, the last
   * is played and the winner given settles the odds); given fancy scores override the record.
   */
  endMatch(m: SimMatch, given: { winnerId?: string; scores?: Record<string, number> } = {}): void {
    if (m.state === 'completed') return;
    if (m.state === 'upcoming') this.startMatch(m);
    const want = m.odds.runners.findIndex((r) => r.selectionId === given.winnerId);
    let plan = playOut(m.cricket, m.seed);
    for (let k = 1; want >= 0 && k < PLAY_OUT_TRIES; k += 1) {
      const won = plan.result?.winner ?? 2;
      if (won === want) break;
      plan = playOut(m.cricket, (m.seed + k * 7919) >>> 0);
    }
    this.hooks.scores = given.scores;
    try {
      for (const ball of plan.balls) bowl(m, this.hooks, this.rng, undefined, ball);
      this.finishMatch(m, want >= 0 ? given.winnerId : undefined);
    } finally {
      this.hooks.scores = undefined;
    }
  }

  /** The result: every market closes and settles; a new match replaces it. */
  private finishMatch(m: SimMatch, winnerId?: string): void {
    if (m.state === 'completed') return;
    const r = m.cricket.result;
    const byResult = r ? m.odds.runners[r.winner ?? 2] : undefined;
    const winner =
      m.odds.runners.find((x) => x.selectionId === winnerId) ?? byResult ?? m.odds.runners[0];
    if (!winner) throw new Error('Match without runners');
    m.state = 'completed';
    this.finishedAt.set(m.matchId, this.tickCount);
    m.odds.status = 'CLOSED';
    m.book.status = 'CLOSED';
    this.onResult(
      {
        kind: 'odds',
        matchId: m.matchId,
        marketId: m.odds.marketId,
        winnerId: winner.selectionId,
        winnerName: winner.name,
      },
      m,
    );
    const bookWinner = m.book.runners.find((x) => x.name === winner.name) ?? m.book.runners[0];
    if (bookWinner) {
      this.onResult(
        {
          kind: 'book',
          matchId: m.matchId,
          marketId: m.book.marketId,
          winnerId: bookWinner.selectionId,
          winnerName: bookWinner.name,
        },
        m,
      );
    }
    settleDecided(m, this.hooks);
    this.touch(m);
    // A new match replaces it (unless more were resumed than SIM_MATCHES asks for now).
    const running = [...this.matches.values()].filter((x) => x.state !== 'completed').length;
    if (running < this.matchCount)
      this.addNew(createMatch(this.nextId++, this.rng, false, this.now()));
  }
}
