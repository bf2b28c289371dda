import {
  matchLegalBalls,
  rulesOf,
  type Cricket,
  type InningsScore,
  type TeamIndex,
} from './cricket';
import { RUN_VALUES } from './formats';
import { parOf, resources } from './win-model';

/** What a fancy session is on. Each refers to a side's first innings, or to the whole match. */
export type SessionDef =
  | { kind: 'overs'; team: TeamIndex; overs: number }
  | { kind: 'fow'; team: TeamIndex }
  | { kind: 'innings'; team: TeamIndex }
  | { kind: 'fours' }
  | { kind: 'sixes' };

const T1: TeamIndex = 0;
const T2: TeamIndex = 1;

/** Sessions offered per format, most wanted first (a match takes the first 4-8). */
export function sessionCandidates(c: Cricket): SessionDef[] {
  const [a, b] = c.format === 'T20' ? [6, 10] : [10, 20];
  return [
    { kind: 'overs', team: T1, overs: a },
    { kind: 'overs', team: T2, overs: a },
    { kind: 'fow', team: T1 },
    { kind: 'fours' },
    { kind: 'overs', team: T1, overs: b },
    { kind: 'sixes' },
    { kind: 'fow', team: T2 },
    { kind: 'innings', team: T1 },
    { kind: 'overs', team: T2, overs: b },
    { kind: 'innings', team: T2 },
  ];
}

export function sessionName(c: Cricket, d: SessionDef): string {
  switch (d.kind) {
    case 'overs':
      return `${d.overs} Over Runs ${c.teams[d.team]}`;
    case 'fow':
      return `Fall of 1st Wkt ${c.teams[d.team]}`;
    case 'innings':
      return `Innings Runs ${c.teams[d.team]}`;
    case 'fours':
      return 'Total Match Fours';
    case 'sixes':
      return 'Total Match Sixes';
  }
}

const firstInnings = (c: Cricket, team: TeamIndex): InningsScore | undefined =>
  c.innings.find((s) => s.team === team);

const sum = (c: Cricket, key: 'fours' | 'sixes'): number =>
  c.innings.reduce((a, s) => a + s[key], 0);

/** The value a session settles on once the record decides it, else null. */
export function sessionValue(c: Cricket, d: SessionDef): number | null {
  if (d.kind === 'fours' || d.kind === 'sixes') return c.result ? sum(c, d.kind) : null;
  const inn = firstInnings(c, d.team);
  const ended = (inn?.closed ?? false) || c.result !== null;
  if (d.kind === 'overs' && inn && inn.overEnds.length >= d.overs)
    return inn.overEnds[d.overs - 1] ?? null;
  if (d.kind === 'fow' && inn && inn.fow.length > 0) return inn.fow[0] ?? null;
  return ended ? (inn?.runs ?? 0) : null;
}

/** Betting on the session has stopped: its over has started, or its value is known. */
export function sessionClosed(c: Cricket, d: SessionDef): boolean {
  if (sessionValue(c, d) !== null) return true;
  const rules = rulesOf(c);
  if (d.kind === 'fours' || d.kind === 'sixes')
    return c.innings.length === rules.inningsPerSide * 2;
  const inn = firstInnings(c, d.team);
  if (!inn) return false;
  if (d.kind === 'overs') return inn.legal >= (d.overs - 1) * 6;
  if (d.kind === 'innings') return inn.legal >= (rules.inningsOvers - 1) * 6;
  return false;
}

/** Legal balls a side can expect to face from a position: to the end, or until all out. */
function ballsToCome(c: Cricket, legal: number, wickets: number): number {
  const rules = rulesOf(c);
  return Math.min(rules.inningsOvers * 6 - legal, (10 - wickets) / rules.wicket);
}

/** Expected legal balls still to come in the match. */
function matchBallsToCome(c: Cricket): number {
  const rules = rulesOf(c);
  const innings = rules.inningsPerSide * 2;
  let balls = 0;
  for (let i = 0; i < innings; i += 1) {
    const s = c.innings[i];
    if (s?.closed) continue;
    balls += ballsToCome(c, s?.legal ?? 0, s?.wickets ?? 0);
  }
  if (rules.matchOvers > 0) balls = Math.min(balls, rules.matchOvers * 6 - matchLegalBalls(c));
  return Math.max(0, balls);
}

/** The session's projected value: the middle of its No / Yes lines. */
export function sessionProjection(c: Cricket, d: SessionDef, strength: readonly number[]): number {
  const known = sessionValue(c, d);
  if (known !== null) return known;
  const rules = rulesOf(c);
  if (d.kind === 'fours' || d.kind === 'sixes') {
    const p = rules.runs[d.kind === 'fours' ? 4 : 5] * (1 - rules.wicket);
    return sum(c, d.kind) + matchBallsToCome(c) * p;
  }
  const inn = firstInnings(c, d.team);
  const runs = inn?.runs ?? 0;
  const legal = inn?.legal ?? 0;
  const wickets = inn?.wickets ?? 0;
  const par = parOf(c, strength, d.team);
  const left = (rules.inningsOvers * 6 - legal) / 6;
  const now = resources(c, left, wickets);
  if (d.kind === 'overs')
    return runs + par * (now - resources(c, Math.max(0, rules.inningsOvers - d.overs), wickets));
  if (d.kind === 'innings') return runs + par * now;
  const perBall = rules.runs.reduce((a, p, k) => a + p * RUN_VALUES[k]!, 0) * (1 - rules.wicket);
  return runs + perBall * Math.min(1 / rules.wicket, ballsToCome(c, legal, wickets));
}
