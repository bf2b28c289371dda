import type { MatchScore } from 'shared-api-types';
import {
  currentInnings,
  maxInnings,
  oversText,
  rulesOf,
  targetOf,
  type Ball,
  type Cricket,
  type InningsScore,
} from './cricket';

/** Short names for the score line (BAN 87/3). */
const SHORT: Record<string, string> = {
  India: 'IND',
  Australia: 'AUS',
  England: 'ENG',
  Pakistan: 'PAK',
  'South Africa': 'SA',
  'New Zealand': 'NZ',
  'Sri Lanka': 'SL',
  Bangladesh: 'BAN',
  'West Indies': 'WI',
  Afghanistan: 'AFG',
  Ireland: 'IRE',
  Zimbabwe: 'ZIM',
};
export const shortName = (team: string): string => SHORT[team] ?? team.slice(0, 3).toUpperCase();

/** A ball as a chip: 0 1 2 3 4 6, W, wd, nb (runs off a no-ball follow it: nb4). */
export function ballChip(b: Ball): string {
  if (b.w) return 'W';
  if (b.k === 'wd') return 'wd';
  if (b.k === 'nb') return b.r > 0 ? `nb${b.r}` : 'nb';
  return String(b.r);
}

const rate = (runs: number, legal: number): string =>
  legal > 0 ? ((runs * 6) / legal).toFixed(2) : '0.00';

const inningsLine = (c: Cricket, s: InningsScore): string =>
  `${shortName(c.teams[s.team])} ${s.runs}${s.wickets < 10 ? `/${s.wickets}` : ''} (${oversText(s.legal)})`;

/** The score of a list row without words: "BAN 87/3 (12.4)" ('' before the first ball). */
export function scoreNow(c: Cricket): string {
  const inn = currentInnings(c);
  return inn ? inningsLine(c, inn) : '';
}

/** The one-line score of a list row: "BAN 87/3 (12.4)", with the target in a chase. */
export function scoreLine(c: Cricket): string {
  if (c.result) return c.result.text;
  const target = targetOf(c);
  const now = scoreNow(c);
  return now && target !== null ? `${now} · target ${target}` : now;
}

/** POST /Sports/GetScore reply data (documented in docs/sports.md). */
export type ScoreData = MatchScore;

/** What the player is told under the score: who needs what, or the result. */
function statusText(c: Cricket): string {
  if (c.result) return c.result.text;
  if (!c.toss) return 'Toss to come';
  const inn = currentInnings(c);
  const target = targetOf(c);
  if (inn && target !== null && c.innings.length === maxInnings(c)) {
    const left = rulesOf(c).inningsOvers * 6 - inn.legal;
    return `${c.teams[inn.team]} need ${target - inn.runs} runs from ${left} balls`;
  }
  const winner = c.teams[c.toss.winner];
  return `${winner} won the toss and chose to ${c.toss.bat ? 'bat' : 'bowl'}`;
}

export function scoreData(c: Cricket, matchId: string, state: string): ScoreData {
  const inn = currentInnings(c);
  const target = targetOf(c);
  const chasing = inn !== null && target !== null && c.innings.length === maxInnings(c);
  const ballsLeft = chasing ? rulesOf(c).inningsOvers * 6 - inn.legal : null;
  const need = chasing ? target - inn.runs : null;
  return {
    matchId,
    teams: c.teams,
    format: c.format,
    state,
    toss: c.toss
      ? `${c.teams[c.toss.winner]} won the toss and chose to ${c.toss.bat ? 'bat' : 'bowl'}`
      : null,
    innings: c.innings.map((s) => ({
      team: c.teams[s.team],
      runs: s.runs,
      wickets: s.wickets,
      overs: oversText(s.legal),
      runRate: rate(s.runs, s.legal),
      extras: s.extras,
      fours: s.fours,
      sixes: s.sixes,
      closed: s.closed,
    })),
    battingTeam: inn ? c.teams[inn.team] : null,
    overs: inn ? oversText(inn.legal) : null,
    currentRunRate: inn ? rate(inn.runs, inn.legal) : null,
    target,
    runsNeeded: need,
    ballsLeft,
    requiredRunRate: need !== null && ballsLeft ? rate(need, ballsLeft) : null,
    lastBalls: c.balls.slice(-12).map(ballChip),
    status: statusText(c),
    scoreLine: scoreLine(c),
    result: c.result?.text ?? null,
    tossInfo: c.toss ? { team: c.teams[c.toss.winner], bat: c.toss.bat } : null,
    outcome: c.result?.how ?? null,
  };
}
