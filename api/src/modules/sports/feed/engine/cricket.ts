import { FORMATS, type Format, type FormatRules } from './formats';
import type { MatchOutcomeInfo } from 'shared-api-types';

/** One delivery of the ball-by-ball record (short keys: it is stored for every ball). */
export interface Ball {
  /** Innings index (0-3). */
  i: number;
  /** Over of the innings, from 0. */
  o: number;
  /** Legal balls already bowled in this over (0-5): a wide or no-ball does not move it. */
  b: number;
  /** ok, wide (wd) or no-ball (nb): a wide or no-ball adds a run and is bowled again. */
  k: 'ok' | 'wd' | 'nb';
  /** Runs off the bat. */
  r: number;
  /** Extra runs (1 for a wide or no-ball). */
  x: number;
  /** A wicket fell. */
  w: boolean;
}

export type TeamIndex = 0 | 1;

export interface InningsScore {
  /** The batting side: 0 = team1, 1 = team2. */
  team: TeamIndex;
  runs: number;
  wickets: number;
  /** Legal balls bowled. */
  legal: number;
  fours: number;
  sixes: number;
  extras: number;
  /** Score at the fall of each wicket. */
  fow: number[];
  /** Score at the end of each completed over. */
  overEnds: number[];
  closed: boolean;
}

export interface Toss {
  winner: TeamIndex;
  /** The toss winner chose to bat (else to bowl). */
  bat: boolean;
}

export interface MatchOutcome {
  /** null = draw (a Test not finished in time). */
  winner: TeamIndex | null;
  text: string;
  /** The same as fields, for a client to word in the player's language. */
  how: MatchOutcomeInfo;
}

/** A match's cricket: everything but the toss is derived from the ball record (see replay). */
export interface Cricket {
  format: Format;
  teams: [string, string];
  toss: Toss | null;
  balls: Ball[];
  innings: InningsScore[];
  result: MatchOutcome | null;
}

export const rulesOf = (c: Cricket): FormatRules => FORMATS[c.format];
export const maxInnings = (c: Cricket): number => rulesOf(c).inningsPerSide * 2;

export function newCricket(format: Format, teams: [string, string]): Cricket {
  return { format, teams, toss: null, balls: [], innings: [], result: null };
}

/** The side batting in innings i (sides alternate; no follow-on). */
export function battingTeam(c: Cricket, i: number): TeamIndex {
  if (!c.toss) return 0;
  const first: TeamIndex = c.toss.bat ? c.toss.winner : c.toss.winner === 0 ? 1 : 0;
  return i % 2 === 0 ? first : first === 0 ? 1 : 0;
}

/** The innings being played, or null (before the toss, or at the end). */
export function currentInnings(c: Cricket): InningsScore | null {
  const last = c.innings[c.innings.length - 1];
  return last && !last.closed ? last : null;
}

const runsOf = (c: Cricket, team: TeamIndex): number =>
  c.innings.filter((s) => s.team === team).reduce((a, s) => a + s.runs, 0);

/** Runs the side batting last needs to win (set once the last innings starts), else null. */
export function targetOf(c: Cricket): number | null {
  const last = maxInnings(c) - 1;
  const inn = c.innings[last];
  if (!inn) return null;
  const other: TeamIndex = inn.team === 0 ? 1 : 0;
  return runsOf(c, other) - (runsOf(c, inn.team) - inn.runs) + 1;
}

/** Legal balls bowled in the whole match. */
export const matchLegalBalls = (c: Cricket): number => c.innings.reduce((a, s) => a + s.legal, 0);

function openInnings(c: Cricket): void {
  c.innings.push({
    team: battingTeam(c, c.innings.length),
    runs: 0,
    wickets: 0,
    legal: 0,
    fours: 0,
    sixes: 0,
    extras: 0,
    fow: [],
    overEnds: [],
    closed: false,
  });
}

/** The toss: the first innings opens. */
export function applyToss(c: Cricket, toss: Toss): void {
  if (c.toss) return;
  c.toss = toss;
  openInnings(c);
}

const nameOf = (c: Cricket, t: TeamIndex): string => c.teams[t];
const DRAWN: MatchOutcome = { winner: null, text: 'Match drawn', how: { kind: 'drawn' } };

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The result once innings i has closed, or null when the match goes on. */
function resultAfter(c: Cricket, i: number): MatchOutcome | null {
  const rules = rulesOf(c);
  const last = maxInnings(c) - 1;
  const inn = c.innings[i];
  if (!inn) return null;
  const bat = inn.team;
  const bowl: TeamIndex = bat === 0 ? 1 : 0;
  const timeUp = rules.matchOvers > 0 && matchLegalBalls(c) >= rules.matchOvers * 6;
  const target = targetOf(c);
  if (i === last && target !== null) {
    if (inn.runs >= target)
      return {
        winner: bat,
        text: `${nameOf(c, bat)} won by ${plural(10 - inn.wickets, 'wicket')}`,
        how: { kind: 'won', team: nameOf(c, bat), by: 'wickets', margin: 10 - inn.wickets },
      };
    if (inn.runs === target - 1 && inn.wickets === 10 && rules.inningsPerSide === 2)
      return { winner: null, text: 'Match tied', how: { kind: 'tied' } };
    if (inn.runs === target - 1 && rules.inningsPerSide === 1) {
      // A tie in a limited-overs match is decided on boundary count (then for the chasing side).
      const count = (t: TeamIndex) =>
        c.innings.filter((s) => s.team === t).reduce((a, s) => a + s.fours + s.sixes, 0);
      const winner = count(bowl) > count(bat) ? bowl : bat;
      return {
        winner,
        text: `Match tied (${nameOf(c, winner)} won on boundary count)`,
        how: { kind: 'tiedBoundary', team: nameOf(c, winner) },
      };
    }
    if (inn.wickets === 10 || rules.inningsPerSide === 1)
      return {
        winner: bowl,
        text: `${nameOf(c, bowl)} won by ${plural(target - 1 - inn.runs, 'run')}`,
        how: { kind: 'won', team: nameOf(c, bowl), by: 'runs', margin: target - 1 - inn.runs },
      };
    return DRAWN;
  }
  if (rules.inningsPerSide === 2 && i === 2) {
    // The side batting first, all out (or declared) behind after both its innings: an innings defeat.
    const behind = runsOf(c, c.innings[1]?.team ?? bowl) - runsOf(c, bat);
    if (behind > 0)
      return {
        winner: bowl,
        text: `${nameOf(c, bowl)} won by an innings and ${plural(behind, 'run')}`,
        how: { kind: 'won', team: nameOf(c, bowl), by: 'innings', margin: behind },
      };
  }
  return timeUp ? DRAWN : null;
}

/** Adds one delivery to the state (innings close, the next opens, the result is set). */
export function applyBall(c: Cricket, ball: Ball): void {
  const inn = c.innings[ball.i];
  if (!inn || inn.closed || c.result) throw new Error('Ball outside an innings');
  const rules = rulesOf(c);
  c.balls.push(ball);
  inn.runs += ball.r + ball.x;
  inn.extras += ball.x;
  if (ball.r === 4) inn.fours += 1;
  if (ball.r === 6) inn.sixes += 1;
  if (ball.w) {
    inn.wickets += 1;
    inn.fow.push(inn.runs);
  }
  if (ball.k === 'ok') {
    inn.legal += 1;
    if (inn.legal % 6 === 0) inn.overEnds.push(inn.runs);
  }
  const target = targetOf(c);
  const timeUp = rules.matchOvers > 0 && matchLegalBalls(c) >= rules.matchOvers * 6;
  const chased = target !== null && ball.i === maxInnings(c) - 1 && inn.runs >= target;
  if (inn.wickets < 10 && inn.legal < rules.inningsOvers * 6 && !chased && !timeUp) return;
  inn.closed = true;
  c.result = resultAfter(c, ball.i);
  if (!c.result && ball.i + 1 < maxInnings(c)) openInnings(c);
}

/** The state rebuilt from the toss and the ball record alone. */
export function replay(
  format: Format,
  teams: [string, string],
  toss: Toss | null,
  balls: readonly Ball[],
): Cricket {
  const c = newCricket(format, teams);
  if (toss) applyToss(c, toss);
  for (const b of balls) applyBall(c, b);
  return c;
}

/** Overs as cricket writes them: 12.4 = 12 overs and 4 balls. */
export const oversText = (legal: number): string => `${Math.floor(legal / 6)}.${legal % 6}`;
