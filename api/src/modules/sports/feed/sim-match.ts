import { moveTicks, nextTick, previousTick, snapDown } from 'shared-maths';
import { ballRng, drawToss, nextBall } from './engine/bowl';
import {
  applyBall,
  currentInnings,
  maxInnings,
  replay,
  rulesOf,
  type Cricket,
} from './engine/cricket';
import { formatOf } from './engine/formats';
import { sessionCandidates, sessionClosed, sessionName } from './engine/sessions';
import type { Rng } from './rng';
import type { SimMatch, SimRunner, SimRunnerMarket, SimSession, Triple } from './sim-types';

const TEAMS = [
  'India',
  'Australia',
  'England',
  'Pakistan',
  'South Africa',
  'New Zealand',
  'Sri Lanka',
  'Bangladesh',
  'West Indies',
  'Afghanistan',
  'Ireland',
  'Zimbabwe',
];
const COMPETITIONS: readonly { name: string; draw: boolean }[] = [
  { name: 'T20 World Cup', draw: false },
  { name: 'ICC Champions Trophy', draw: false },
  { name: 'Test Series', draw: true },
  { name: 'Asia Cup', draw: false },
];
const size = (rng: Rng): number => rng.int(2, 400) * 25;
const sizes = (rng: Rng): Triple => [size(rng), size(rng), size(rng)];

/** Overround of the exchange prices: the best backs' chances add up to about 101%. */
const OVERROUND = 1.01;

/**
 * Exchange prices (odds x100) around a fair probability: the best back is the ladder tick at or
 * below the fair price less the overround, the best lay one tick above it.
 */
export function exchangeLadder(prob: number): { back: Triple; lay: Triple } {
  // at most 970 so the lay side keeps three ticks above the back
  const fair = Math.min(
    97000,
    Math.max(101, Math.round(100 / (Math.max(prob, 0.001) * OVERROUND))),
  );
  const b1 = snapDown(fair);
  const l1 = nextTick(b1);
  // no deeper back level below 1.01
  const below = (p: number): number => (p > 101 ? previousTick(p) : 0);
  return {
    back: [b1, below(b1), below(below(b1))],
    lay: [l1, nextTick(l1), moveTicks(l1, 2)],
  };
}

/** Bookmaker rates r (odds = 1 + r/100) around a fair probability. */
export function bookRates(prob: number): { back: Triple; lay: Triple } {
  const r = Math.max(2, Math.round((1 / Math.max(prob, 0.01) - 1) * 100) - 2);
  return { back: [r, 0, 0], lay: [r + 3, 0, 0] };
}

export function priceRunnerMarkets(m: SimMatch, rng: Rng, sizeChance: number): void {
  m.odds.runners.forEach((runner, i) => {
    const { back, lay } = exchangeLadder(m.probs[i] ?? 0.5);
    runner.back = back;
    runner.lay = lay;
    for (let level = 0; level < 3; level += 1) {
      // level 1 sizes move more often than the deeper levels
      const p = level === 0 ? sizeChance : sizeChance / 3;
      if (rng.chance(p)) runner.backSize[level] = size(rng);
      if (rng.chance(p)) runner.laySize[level] = size(rng);
    }
  });
  m.book.runners.forEach((runner, i) => {
    const { back, lay } = bookRates(m.probs[i] ?? 0.5);
    runner.back = back;
    runner.lay = lay;
  });
}

function runner(selectionId: string, name: string, rng: Rng): SimRunner {
  return {
    selectionId,
    name,
    back: [0, 0, 0],
    lay: [0, 0, 0],
    backSize: sizes(rng),
    laySize: sizes(rng),
  };
}

function market(
  kind: SimRunnerMarket['kind'],
  marketId: string,
  name: string,
  runners: SimRunner[],
): SimRunnerMarket {
  return { kind, marketId, name, status: 'OPEN', runners, holdTicks: 0 };
}

/** A new simulated match n: matchId n, eventId 32000000+n, market ids 210000000+n (odds), 220000000+n (bookmaker), 230000000+n (toss); digits only so a deep link has no dot. */
export function createMatch(n: number, rng: Rng, inPlay: boolean, now: Date): SimMatch {
  const comp = rng.pick(COMPETITIONS);
  const team1 = rng.pick(TEAMS);
  let team2 = rng.pick(TEAMS);
  while (team2 === team1) team2 = rng.pick(TEAMS);
  const matchId = String(n);
  const p1 = 0.25 + rng.next() * 0.5;
  const drawP = comp.draw ? 0.15 + rng.next() * 0.15 : 0;
  const probs = comp.draw ? [p1 * (1 - drawP), (1 - p1) * (1 - drawP), drawP] : [p1, 1 - p1];
  const names = comp.draw ? [team1, team2, 'The Draw'] : [team1, team2];
  const ticksLeft = inPlay ? rng.int(900, 2400) : rng.int(600, 7200);
  const seed = rng.int(0, 2 ** 31 - 1);
  const cricket = replay(formatOf(comp.name), [team1, team2], null, []);
  if (inPlay) fastForward(cricket, seed, rng.next());
  const sessions: SimSession[] = sessionCandidates(cricket)
    .filter((def) => !sessionClosed(cricket, def))
    .slice(0, rng.int(4, 8))
    .map((def, k) => ({
      selectionId: `${matchId}4${k}`,
      name: sessionName(cricket, def),
      noLine: 0,
      yesLine: 1,
      noRate: 100,
      yesRate: 100,
      status: 'OPEN',
      def,
    }));
  const m: SimMatch = {
    matchId,
    eventId: String(32_000_000 + n),
    marketId: String(210_000_000 + n),
    competition: comp.name,
    team1,
    team2,
    startAt: new Date(now.getTime() + (inPlay ? -rng.int(5, 90) * 60_000 : ticksLeft * 1000)),
    state: inPlay ? 'inplay' : 'upcoming',
    ticksLeft,
    probs,
    odds: market(
      'odds',
      String(210_000_000 + n),
      'Match Odds',
      names.map((nm, i) => runner(`${matchId}1${i}`, nm, rng)),
    ),
    book: market(
      'book',
      String(220_000_000 + n),
      'Bookmaker',
      names.map((nm, i) => runner(`${matchId}2${i}`, nm, rng)),
    ),
    toss: market(
      'toss',
      String(230_000_000 + n),
      'Toss',
      [team1, team2].map((nm, i) => runner(`${matchId}3${i}`, nm, rng)),
    ),
    sessions,
    ballRunningTicks: 0,
    tossWinner: null,
    cricket,
    strength: [p1, 1 - p1],
    seed,
    ballIn: 1,
  };
  for (const r of m.toss.runners) {
    r.back = [195, 194, 193];
    r.lay = [197, 198, 199];
  }
  if (inPlay) {
    m.toss.status = 'CLOSED';
    m.tossWinner = m.toss.runners[cricket.toss?.winner ?? 0]?.selectionId ?? null;
  }
  priceRunnerMarkets(m, rng, 1);
  return m;
}

/**
 * A match seeded in play: the toss and the balls up to 10-50% (`share` 0-1) of the first innings
 * (the second in a Test), so it is live with most of its sessions still to bet on.
 */
function fastForward(c: Cricket, seed: number, share: number): void {
  drawToss(c, seed);
  const stopInnings = maxInnings(c) - 3 > 0 ? 1 : 0;
  const stopBalls = Math.floor(rulesOf(c).inningsOvers * 6 * (0.1 + 0.4 * share));
  for (;;) {
    const inn = currentInnings(c);
    if (!inn || c.innings.length - 1 > stopInnings) break;
    if (c.innings.length - 1 === stopInnings && inn.legal >= stopBalls) break;
    applyBall(c, nextBall(c, ballRng(seed, c.balls.length)));
  }
}
