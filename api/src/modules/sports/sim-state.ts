import type { SimMatch, SimRunnerMarket } from './sim-types';

/** A match's simulator state as stored in sports_matches.sim_state (so a restart resumes it). */
export const matchStateJson = (m: SimMatch): string => JSON.stringify(m);

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
  let x: unknown = stored;
  if (typeof stored === 'string') {
    try {
      x = JSON.parse(stored);
    } catch {
      return null;
    }
  }
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
  return whole ? ({ ...x, startAt } as unknown as SimMatch) : null;
}
