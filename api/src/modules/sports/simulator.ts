import {
  oddsChanged,
  oddsKey,
  oddsRemoved,
  type OddsFeed,
  type OddsSnapshot,
} from '../../odds-feed';
import {
  bookJson,
  dashboardItem,
  sessionJson,
  EMPTY_BOOK_JSON,
  type DashboardItem,
} from './feed-json';
import { createRng, type Rng } from './rng';
import { churnMatch, churnStep } from './sim-churn';
import { createMatch, priceRunnerMarkets } from './sim-match';
import type { FeedStatus, MarketResult, SimMatch, SimRunnerMarket } from './sim-types';

export interface SimulatorOptions {
  seed: number;
  matchCount: number;
  /** First match id (the module starts after the ids already in the database). */
  firstId: number;
  /** Unfinished matches stored by an earlier run: kept as they are, new ones fill up to matchCount. */
  resume?: readonly SimMatch[];
  now?: () => Date;
}

/** A finished match stays served (CLOSED, empty of bets) for 10 minutes, then leaves memory. */
export const KEEP_FINISHED_TICKS = 600;

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

  constructor(
    opts: SimulatorOptions,
    private readonly onResult: (result: MarketResult, match: SimMatch) => void = () => undefined,
  ) {
    this.rng = createRng(opts.seed);
    this.now = opts.now ?? (() => new Date());
    this.nextId = opts.firstId;
    this.matchCount = opts.matchCount;
    const resumed = opts.resume ?? [];
    for (const m of resumed) this.add(m);
    const inPlayCount = Math.max(1, Math.floor(opts.matchCount * 0.4));
    for (let i = resumed.length; i < opts.matchCount; i += 1)
      this.add(createMatch(this.nextId++, this.rng, i < inPlayCount, this.now()));
  }

  private add(m: SimMatch): void {
    this.matches.set(m.matchId, m);
    this.byFeedKey.set(oddsKey(m.eventId, m.marketId), m);
    this.touch(m);
  }

  /** Marks a match changed: its JSON is rebuilt now (once) and the dashboard on next read. */
  touch(m: SimMatch): void {
    const cached = { book: bookJson(m), session: sessionJson(m) };
    this.cache.set(m.matchId, cached);
    this.dashboardCache = null;
    oddsChanged(this, { key: oddsKey(m.eventId, m.marketId), ...cached });
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
      this.dashboardCache = [...this.matches.values()]
        .filter((m) => m.state !== 'completed')
        .sort(
          (a, b) =>
            Number(b.state === 'inplay') - Number(a.state === 'inplay') ||
            Number(a.matchId) - Number(b.matchId),
        )
        .map(dashboardItem);
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

  private tickInPlay(m: SimMatch): void {
    if (this.rng.chance(0.7)) this.drift(m, 0.03);
    priceRunnerMarkets(m, this.rng, 0.6);
    for (const s of m.sessions) {
      if (this.rng.chance(0.25)) {
        const step = this.rng.chance(0.65) ? 1 : -1;
        s.noLine = Math.max(1, s.noLine + step);
        s.yesLine = s.noLine + 1;
      }
    }
    this.holdTick(m.odds, 0.01, 'SUSPENDED', 3);
    if (m.ballRunningTicks > 0) {
      m.ballRunningTicks -= 1;
      if (m.ballRunningTicks === 0) this.setBallRunning(m, false);
    } else if (this.rng.chance(0.08)) {
      m.ballRunningTicks = this.rng.int(2, 4);
      this.setBallRunning(m, true);
    }
    m.ticksLeft -= 1;
    if (m.ticksLeft <= 0) this.endMatch(m);
  }

  /** A random temporary suspension of a runner market. */
  private holdTick(mk: SimRunnerMarket, chance: number, status: FeedStatus, ticks: number): void {
    if (mk.status === 'CLOSED') return;
    if (mk.holdTicks > 0) {
      mk.holdTicks -= 1;
      if (mk.holdTicks === 0) mk.status = 'OPEN';
    } else if (this.rng.chance(chance)) {
      mk.status = status;
      mk.holdTicks = this.rng.int(2, ticks);
    }
  }

  private setBallRunning(m: SimMatch, on: boolean): void {
    if (m.book.status !== 'CLOSED' && m.book.holdTicks === 0)
      m.book.status = on ? 'BALL RUNNING' : 'OPEN';
    for (const s of m.sessions) if (s.status !== 'CLOSED') s.status = on ? 'BALL RUNNING' : 'OPEN';
  }

  /** Upcoming -> in play: the toss is decided and settles. */
  startMatch(m: SimMatch): void {
    m.state = 'inplay';
    m.ticksLeft = this.rng.int(900, 2400);
    m.startAt = this.now();
    this.settleToss(m, this.rng.pick(m.toss.runners).selectionId);
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
   * Ends a match: every market closes and settles (winner by the current probabilities unless
   * given; each fancy session's final score near its line unless given). A new match replaces it.
   */
  endMatch(m: SimMatch, given: { winnerId?: string; scores?: Record<string, number> } = {}): void {
    if (m.state === 'completed') return;
    if (m.state === 'upcoming') this.startMatch(m);
    let roll = this.rng.next();
    const fallback =
      m.odds.runners.find((_, i) => (roll -= m.probs[i] ?? 0) < 0) ?? m.odds.runners[0];
    const winner = m.odds.runners.find((r) => r.selectionId === given.winnerId) ?? fallback;
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
    const bookWinner = m.book.runners.find((r) => r.name === winner.name) ?? m.book.runners[0];
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
    for (const s of m.sessions) {
      s.status = 'CLOSED';
      const score = given.scores?.[s.selectionId] ?? Math.max(0, s.noLine + this.rng.int(-8, 8));
      this.onResult({ kind: 'session', matchId: m.matchId, marketId: s.selectionId, score }, m);
    }
    this.touch(m);
    // A new match replaces it (unless more were resumed than SIM_MATCHES asks for now).
    const running = [...this.matches.values()].filter((x) => x.state !== 'completed').length;
    if (running < this.matchCount)
      this.add(createMatch(this.nextId++, this.rng, false, this.now()));
  }
}
