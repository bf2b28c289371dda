import { createRng, type Rng } from '../rng';
import {
  applyToss,
  currentInnings,
  maxInnings,
  rulesOf,
  targetOf,
  type Ball,
  type Cricket,
} from './cricket';
import { RUN_VALUES } from './formats';

/** A ball a test may force: a wicket, runs off the bat, a wide or a no-ball. */
export type ForcedBall = 'W' | '0' | '1' | '2' | '3' | '4' | '6' | 'wd' | 'nb';

/**
 * How hard the batting side must go: the required rate over the par rate in a chase (0.7-2),
 * else 1. It scales the chance of a boundary and of a wicket.
 */
function aggression(c: Cricket, i: number, legal: number, runs: number): number {
  const rules = rulesOf(c);
  const target = targetOf(c);
  if (target === null || i !== maxInnings(c) - 1) return 1;
  const left = Math.max(1, rules.inningsOvers * 6 - legal);
  const required = (target - runs) / left;
  return Math.min(2, Math.max(0.7, required / (rules.par / (rules.inningsOvers * 6))));
}

function pickRuns(c: Cricket, rng: Rng, a: number): number {
  const weights = rulesOf(c).runs.map((p, k) => (RUN_VALUES[k]! >= 4 ? p * a : p));
  let roll = rng.next() * weights.reduce((x, y) => x + y, 0);
  for (let k = 0; k < weights.length; k += 1) {
    roll -= weights[k]!;
    if (roll < 0) return RUN_VALUES[k]!;
  }
  return 0;
}

/** The next delivery of the current innings, drawn from the format's model (or forced). */
export function nextBall(c: Cricket, rng: Rng, force?: ForcedBall): Ball {
  const inn = currentInnings(c);
  if (!inn) throw new Error('No innings in play');
  const rules = rulesOf(c);
  const at = { i: c.innings.length - 1, o: Math.floor(inn.legal / 6), b: inn.legal % 6 };
  const legal = (r: number, w = false): Ball => ({ ...at, k: 'ok', r, x: 0, w });
  if (force === 'W') return legal(0, true);
  if (force === 'wd') return { ...at, k: 'wd', r: 0, x: 1, w: false };
  if (force === 'nb') return { ...at, k: 'nb', r: 0, x: 1, w: false };
  if (force) return legal(Number(force));
  const a = aggression(c, at.i, inn.legal, inn.runs);
  const roll = rng.next();
  if (roll < rules.wide) return { ...at, k: 'wd', r: 0, x: 1, w: false };
  if (roll < rules.wide + rules.noBall)
    return { ...at, k: 'nb', r: pickRuns(c, rng, a), x: 1, w: false };
  const wicket = rules.wicket * (1 + 0.06 * inn.wickets) * (0.7 + 0.3 * a);
  if (rng.next() < wicket) return legal(0, true);
  return legal(pickRuns(c, rng, a));
}

/** The rng of ball `seq` of a match (seq -1: the toss): a restart bowls the same ball again. */
export const ballRng = (seed: number, seq: number): Rng =>
  createRng((seed ^ Math.imul(seq + 2, 0x9e3779b1)) >>> 0);

/** The toss, drawn from the match seed (T20 captains choose to bowl more often). */
export function drawToss(c: Cricket, seed: number): void {
  if (c.toss) return;
  const rng = ballRng(seed, -1);
  const winner = rng.chance(0.5) ? 0 : 1;
  applyToss(c, { winner, bat: rng.chance(c.format === 'T20' ? 0.4 : 0.6) });
}
