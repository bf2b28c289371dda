import { drawToss } from './engine/bowl';
import { replay, type Toss } from './engine/cricket';
import { FORMATS, formatOf, type Format } from './engine/formats';
import type { SimMatch, SimRunnerMarket } from './sim-types';

/**
 * A match's simulator state as stored in sports_matches.sim_state (so a restart resumes it). The
 * cricket is stored as its format, teams and toss: the score is rebuilt from sports_balls.
 */
export const matchStateJson = (m: SimMatch): string =>
  JSON.stringify({
    ...m,
    // The stored book is the database's (read again after a restart), not the simulator's.
    odds: { ...m.odds, stored: undefined },
    toss: { ...m.toss, stored: undefined },
    cricket: { format: m.cricket.format, teams: m.cricket.teams, toss: m.cricket.toss },
  });

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isTriple = (x: unknown): boolean =>
  Array.isArray(x) && x.length === 3 && x.every((n) => Number.isInteger(n));

function isRunnerMarket(x: unknown, kind: SimRunnerMarket['kind']): boolean {
  return (
    isObject(x) &&
    x.kind === kind &&
    typeof x.marketId === 'string' &&
    typeof x.status === 'string' &&
    Number.isInteger(x.holdTicks) &&
    Array.isArray(x.runners) &&
    x.runners.length >= 2 &&
    x.runners.every(
      (r: unknown) =>
        isObject(r) &&
        typeof r.selectionId === 'string' &&
        typeof r.name === 'string' &&
        ['back', 'lay', 'backSize', 'laySize'].every((k) => isTriple(r[k])),
    )
  );
}

/**
 * A stored state read back (jsonb comes back parsed; text is parsed here), or null when it is
 * not a whole unfinished match of this id.
 */
export function restoreMatch(matchId: string, stored: unknown): SimMatch | null {
  const x = parseStored(stored);
  if (!isObject(x) || x.matchId !== matchId) return null;
  const startAt = new Date(String(x.startAt));
  const whole =
    (x.state === 'upcoming' || x.state === 'inplay') &&
    ['eventId', 'marketId', 'competition', 'team1', 'team2'].every(
      (k) => typeof x[k] === 'string',
    ) &&
    !Number.isNaN(startAt.getTime()) &&
    Number.isInteger(x.ticksLeft) &&
    Number.isInteger(x.ballRunningTicks) &&
    Array.isArray(x.probs) &&
    x.probs.every((p) => typeof p === 'number') &&
    isRunnerMarket(x.odds, 'odds') &&
    isRunnerMarket(x.book, 'book') &&
    isRunnerMarket(x.toss, 'toss') &&
    Array.isArray(x.sessions) &&
    x.sessions.every(
      (s: unknown) =>
        isObject(s) &&
        typeof s.selectionId === 'string' &&
        typeof s.name === 'string' &&
        typeof s.status === 'string' &&
        ['noLine', 'yesLine', 'noRate', 'yesRate'].every((k) => Number.isInteger(s[k])),
    ) &&
    (x.tossWinner === null || typeof x.tossWinner === 'string');
  return whole ? withCricket({ ...x, startAt } as unknown as SimMatch) : null;
}

/** A stored state as an object: jsonb comes back parsed, text is parsed here (null if it is not JSON). */
export function parseStored(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return null;
  }
}

/** The format and toss of a stored state (jsonb or text; the competition's format if absent). */
export function restoreCricketMeta(
  stored: unknown,
  competition: string,
): { format: Format; toss: Toss | null } {
  const x = parseStored(stored);
  const c = isObject(x) && isObject(x.cricket) ? x.cricket : {};
  const format =
    typeof c.format === 'string' && c.format in FORMATS
      ? (c.format as Format)
      : formatOf(competition);
  return { format, toss: isToss(c.toss) ? c.toss : null };
}

const isToss = (t: unknown): t is Toss =>
  isObject(t) && (t.winner === 0 || t.winner === 1) && typeof t.bat === 'boolean';

/**
 * The cricket of a restored state, before its balls are read back (a state stored before the
 * engine gets a match with no balls yet; its sessions settle on their line at the end).
 */
function withCricket(m: SimMatch): SimMatch {
  const meta = restoreCricketMeta(m, m.competition);
  const cricket = replay(meta.format, [m.team1, m.team2], meta.toss, []);
  const [p1 = 0.5, p2 = 0.5] = m.probs;
  const out: SimMatch = {
    ...m,
    cricket,
    strength: Array.isArray(m.strength) ? m.strength : [p1 / (p1 + p2), p2 / (p1 + p2)],
    seed: Number.isInteger(m.seed) ? m.seed : Number(m.matchId) >>> 0,
    ballIn: Number.isInteger(m.ballIn) ? m.ballIn : 1,
  };
  if (m.state === 'inplay') drawToss(out.cricket, out.seed);
  return out;
}
