import type { Rng } from '../rng';
import { priceRunnerMarkets } from '../sim-match';
import type { MarketResult, SimMatch, SimRunnerMarket } from '../sim-types';
import { ballRng, drawToss, nextBall, type ForcedBall } from './bowl';
import { applyBall, currentInnings, replay, type Ball, type Cricket } from './cricket';
import { sessionClosed, sessionProjection, sessionValue } from './sessions';
import { winChances } from './win-model';

/** What the engine needs from the simulator that runs it. */
export interface PlayHooks {
  /** Ticks between balls. */
  ballTicks: number;
  /** Ticks the markets stay suspended between innings. */
  breakTicks: number;
  emit: (result: MarketResult, m: SimMatch) => void;
  /** A delivery to store in the ball record. */
  record: (m: SimMatch, seq: number, ball: Ball) => void;
  /** Fancy scores given by a test (settle on them instead of the record). */
  scores?: Record<string, number>;
}

/** The lowest chance priced (odds up to 99): with 1.01 the lowest back, the book stays over 100%. */
const LOWEST = 0.01;

/** The chances the odds runners are priced at (team1, team2 and the draw if `runners` is 3), or null. */
export function pricedChances(
  c: Cricket,
  strength: readonly number[],
  runners: number,
): number[] | null {
  const ch = winChances(c, strength);
  if (!ch) return null;
  const raw = runners === 3 ? [...ch.win, ch.draw] : [...ch.win];
  const clamped = raw.map((p) => Math.max(LOWEST, p));
  const total = clamped.reduce((a, b) => a + b, 0);
  return clamped.map((p) => p / total);
}

/** The runners' chances (team1, team2, draw) from the state; before the toss they are kept. */
export function updateChances(m: SimMatch): void {
  m.probs = pricedChances(m.cricket, m.strength, m.odds.runners.length) ?? m.probs;
}

/** Each unsettled session's No / Yes lines from its projected value; closed when its over starts. */
function updateSessions(m: SimMatch): void {
  for (const s of m.sessions) {
    if (!s.def || s.done) continue;
    if (sessionClosed(m.cricket, s.def)) {
      s.status = 'CLOSED';
      continue;
    }
    s.noLine = Math.max(0, Math.round(sessionProjection(m.cricket, s.def, m.strength)));
    s.yesLine = s.noLine + 1;
  }
}

/** Reports every session the record now decides (once each). */
export function settleDecided(m: SimMatch, hooks: PlayHooks): void {
  for (const s of m.sessions) {
    if (s.done) continue;
    const value = s.def
      ? sessionValue(m.cricket, s.def)
      : m.state === 'completed'
        ? s.noLine
        : null;
    if (value === null) continue;
    s.done = true;
    s.status = 'CLOSED';
    const score = hooks.scores?.[s.selectionId] ?? value;
    hooks.emit({ kind: 'session', matchId: m.matchId, marketId: s.selectionId, score }, m);
  }
}

/** Prices and lines from the state (sizes move at random, `sizeChance` per level). */
export function reprice(m: SimMatch, rng: Rng, sizeChance: number): void {
  updateChances(m);
  priceRunnerMarkets(m, rng, sizeChance);
  updateSessions(m);
}

const open = (mk: SimRunnerMarket): boolean => mk.status !== 'CLOSED';

/** Suspends odds, bookmaker and open sessions for `ticks` ticks. */
export function suspend(m: SimMatch, ticks: number): void {
  for (const mk of [m.odds, m.book]) {
    if (!open(mk)) continue;
    mk.status = 'SUSPENDED';
    mk.holdTicks = Math.max(mk.holdTicks, ticks);
  }
  for (const s of m.sessions) if (s.status !== 'CLOSED') s.status = 'SUSPENDED';
}

/** One tick of a suspension: when it ends, the markets open again. */
export function holdTick(m: SimMatch): void {
  for (const mk of [m.odds, m.book]) {
    if (!open(mk) || mk.holdTicks <= 0) continue;
    mk.holdTicks -= 1;
    if (mk.holdTicks === 0) mk.status = 'OPEN';
  }
  if (m.book.holdTicks === 0 && m.book.status === 'OPEN')
    for (const s of m.sessions) if (s.status === 'SUSPENDED') s.status = 'OPEN';
}

/** The bowler runs in (on) or the ball is dead (off): bookmaker and sessions follow. */
export function setBallRunning(m: SimMatch, on: boolean): void {
  if (m.book.status === 'SUSPENDED' || m.book.status === 'CLOSED') return;
  m.book.status = on ? 'BALL RUNNING' : 'OPEN';
  for (const s of m.sessions) if (s.status !== 'CLOSED') s.status = on ? 'BALL RUNNING' : 'OPEN';
}

/** The toss (drawn from the match seed): returns the winning toss runner's selection id. */
export function doToss(m: SimMatch): string {
  const c = m.cricket;
  drawToss(c, m.seed);
  const id = m.toss.runners[c.toss!.winner]?.selectionId;
  if (!id) throw new Error('Toss without runners');
  return id;
}

/**
 * Bowls the next ball (drawn from the match seed and the ball's number, or forced, or given) and
 * moves the markets: ball running ends, a wicket suspends them, an innings break suspends them
 * longer, sessions settle on the record, prices follow the new state. Returns the ball.
 */
export function bowl(
  m: SimMatch,
  hooks: PlayHooks,
  rng: Rng,
  force?: ForcedBall,
  given?: Ball,
): Ball {
  const c = m.cricket;
  const inningsBefore = c.innings.length;
  const seq = c.balls.length;
  const ball = given ?? nextBall(c, ballRng(m.seed, seq), force);
  applyBall(c, ball);
  hooks.record(m, seq, ball);
  setBallRunning(m, false);
  m.ballIn = hooks.ballTicks;
  if (c.innings.length > inningsBefore) {
    suspend(m, hooks.breakTicks);
    m.ballIn += hooks.breakTicks;
  } else if (ball.w && !c.result) {
    suspend(m, hooks.ballTicks);
    m.ballIn += hooks.ballTicks;
  }
  // At the result the simulator settles the match first, then what the last ball decided.
  if (!c.result) {
    settleDecided(m, hooks);
    reprice(m, rng, 0.6);
  }
  return ball;
}

/** Balls that would finish the match from here (a copy is played: the match is not touched). */
export function playOut(c: Cricket, seed: number): { balls: Ball[]; result: Cricket['result'] } {
  const copy = replay(c.format, c.teams, c.toss, c.balls);
  const balls: Ball[] = [];
  while (!copy.result && currentInnings(copy)) {
    const ball = nextBall(copy, ballRng(seed, copy.balls.length));
    applyBall(copy, ball);
    balls.push(ball);
  }
  return { balls, result: copy.result };
}
