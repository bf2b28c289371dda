import { moveTicks, nextTick, previousTick, snapDown } from 'shared-maths';
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
const SESSION_NAMES = [
  '6 Over Runs',
  '10 Over Runs',
  '15 Over Runs',
  '20 Over Runs',
  'Fall of 1st Wkt',
  'Total Match Fours',
  'Total Match Sixes',
  'Opening Partnership',
];

const size = (rng: Rng): number => rng.int(2, 400) * 25;
const sizes = (rng: Rng): Triple => [size(rng), size(rng), size(rng)];

/** Exchange prices (odds x100) around a fair probability: best back below, best lay one tick above. */
export function exchangeLadder(prob: number): { back: Triple; lay: Triple } {
  const fair = Math.min(100000, Math.max(102, Math.round(100 / Math.max(prob, 0.001))));
  const b1 = snapDown(fair);
  const l1 = nextTick(b1);
  return {
    back: [b1, previousTick(b1), moveTicks(b1, -2)],
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
  const sessionCount = rng.int(4, 8);
  const sessions: SimSession[] = SESSION_NAMES.slice(0, sessionCount).map((name, k) => {
    const base = name.includes('Wkt')
      ? rng.int(15, 45)
      : name.includes('Fours') || name.includes('Sixes')
        ? rng.int(12, 35)
        : rng.int(40, 60) + k * 25;
    const wide = rng.chance(0.3);
    return {
      selectionId: `${matchId}4${k}`,
      name: `${name} ${k % 2 === 0 ? team1 : team2}`.replace(/ (Total Match.*)$/, ' $1'),
      noLine: base,
      yesLine: base + 1,
      noRate: wide ? 110 : 100,
      yesRate: wide ? 90 : 100,
      status: 'OPEN',
    };
  });
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
  };
  for (const r of m.toss.runners) {
    r.back = [195, 194, 193];
    r.lay = [197, 198, 199];
  }
  if (inPlay) {
    m.toss.status = 'CLOSED';
    m.tossWinner = rng.pick(m.toss.runners).selectionId;
  }
  priceRunnerMarkets(m, rng, 1);
  return m;
}
