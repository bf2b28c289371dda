import {
  oddsChanged,
  oddsKey,
  oddsRemoved,
  type OddsFeed,
  type OddsSnapshot,
} from '../../../odds-feed';
import type { FeedReply, MatchListItem as DashboardItem } from 'shared-api-types';
import type { ForcedBall } from './engine/bowl';
import {
  bowl,
  doToss,
  holdTick,
  reprice,
  setBallRunning,
  settleDecided,
  type PlayHooks,
} from './engine/match-play';
import { createRng, type Rng } from './rng';
import { churnMatch, churnStep } from './sim-churn';
import { createMatch, priceRunnerMarkets } from './sim-match';
import { closeMatch, closeToss, playOutFor } from './sim-results';
import type {
  FeedOutput,
  MarketResult,
  PendingBall,
  SimMatch,
  SimulatorOptions,
  SimWatcher,
} from './sim-types';

/** A finished match stays served (CLOSED, empty of bets) for 10 minutes, then leaves memory. */
export const KEEP_FINISHED_TICKS = 600;

/**
 * The match simulator: moves prices and fancy lines every tick, suspends and ball-runs markets,
 * starts and ends matches. Finished markets are reported through onResult (the module settles
 * them in the database). The feed JSON is serialised once per tick per match, not per request.
 */
export class Simulator implements OddsFeed {
  readonly matches = new Map<string, SimMatch>();
  /** The feed's JSON of each served match, built once per change (opts.feed). */
  private readonly feed: FeedOutput;
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
  /**
   * Told of every match change with its feed replies (the module publishes them live); session
   * is null when only the book changed (it is as it was).
   */
  onTouch: ((m: SimMatch, book: FeedReply, session: FeedReply | null) => void) | null = null;
  /** Told when a finished match leaves the feed. */
  onRemove: ((m: SimMatch) => void) | null = null;

  constructor(
    opts: SimulatorOptions,
    private readonly onResult: (result: MarketResult, match: SimMatch) => void = () => undefined,
  ) {
    this.feed = opts.feed;
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
    this.touch(m);
  }

  /**
   * Marks a match changed: its JSON is rebuilt now (once) and the dashboard on next read.
   * `bookOnly`: only its shown book changed (exchange/shown-refresh.ts), not its stored state.
   */
  touch(m: SimMatch, bookOnly = false): void {
    const { book, session, cached } = this.feed.set(m, bookOnly);
    oddsChanged(this, { key: oddsKey(m.eventId, m.marketId), ...cached });
    this.watcher?.touched(m, bookOnly);
    this.onTouch?.(m, book, session);
  }

  sessionOdds(eventId: string, marketId: string): string | null {
    return this.feed.sessionOdds(eventId, marketId);
  }

  bookOdds(eventId: string, marketId: string): string {
    return this.feed.bookOdds(eventId, marketId);
  }

  snapshot(): OddsSnapshot {
    return this.feed.snapshot();
  }

  /** Matches not yet finished, in-play first, then by start time (a stable order). */
  dashboard(): DashboardItem[] {
    return this.feed.dashboard(this.matches.values());
  }

  tick(): void {
    if (this.frozen) return;
    this.tickCount += 1;
    for (const [id, at] of this.finishedAt) {
      if (this.tickCount - at < KEEP_FINISHED_TICKS) continue;
      const m = this.matches.get(id);
      if (m) {
        this.feed.remove(m);
        oddsRemoved(this, oddsKey(m.eventId, m.marketId));
        this.watcher?.removed(oddsKey(m.eventId, m.marketId));
        this.onRemove?.(m);
      }
      this.matches.delete(id);
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
    const result = closeToss(m, winnerId);
    if (result) this.onResult(result, m);
  }

  /**
   * Ends a match now by playing out the rest of it (a test's control). With a winner given, play
   * -outs are tried until one ends with that winner (when none does in PLAY_OUT_TRIES, the last
   * is played and the winner given settles the odds); given fancy scores override the record.
   */
  endMatch(m: SimMatch, given: { winnerId?: string; scores?: Record<string, number> } = {}): void {
    if (m.state === 'completed') return;
    if (m.state === 'upcoming') this.startMatch(m);
    const { plan, asked } = playOutFor(m, given.winnerId);
    this.hooks.scores = given.scores;
    try {
      for (const ball of plan.balls) bowl(m, this.hooks, this.rng, undefined, ball);
      this.finishMatch(m, asked ? given.winnerId : undefined);
    } finally {
      this.hooks.scores = undefined;
    }
  }

  /** The result: every market closes and settles; a new match replaces it. */
  private finishMatch(m: SimMatch, winnerId?: string): void {
    if (m.state === 'completed') return;
    const results = closeMatch(m, winnerId);
    this.finishedAt.set(m.matchId, this.tickCount);
    for (const result of results) this.onResult(result, m);
    settleDecided(m, this.hooks);
    this.touch(m);
    // A new match replaces it (unless more were resumed than SIM_MATCHES asks for now).
    const running = [...this.matches.values()].filter((x) => x.state !== 'completed').length;
    if (running < this.matchCount)
      this.addNew(createMatch(this.nextId++, this.rng, false, this.now()));
  }
}
