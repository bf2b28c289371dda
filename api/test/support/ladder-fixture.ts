import type { LightMyRequestResponse } from 'fastify';
import type { SimMatch } from '../../src/modules/sports/feed/sim-types';
import {
  inPlayMatch,
  oddsBet,
  resetSports,
  sportsFixture,
  upcomingMatch,
  type Player,
  type SportsFixture,
} from './sports-helpers';

/** Runner 0's levels as a test sets them: odds x100 and whole Coins, best first. */
export interface TestLadder {
  back: [number, number, number];
  backSize: [number, number, number];
  lay: [number, number, number];
  laySize: [number, number, number];
}

/** The house offers 1.50 to back and 1.60 to lay, 5,000 at each level: 1.51 to 1.59 is a price nobody offers. */
export const GAP_LADDER: TestLadder = {
  back: [150, 149, 148],
  backSize: [5000, 5000, 5000],
  lay: [160, 161, 162],
  laySize: [5000, 5000, 5000],
};

/**
 * The book tests' start: test state reset, no bet delay, and runner 0 of an in-play match's
 * match odds (or, `upcoming`, an upcoming match's, opened) on `ladder` (the house's levels).
 * Returns the match.
 */
export async function ladderMatch(
  fx: SportsFixture,
  ladder: TestLadder,
  when: 'inplay' | 'upcoming' = 'inplay',
): Promise<SimMatch> {
  await resetSports(fx.t);
  const m = when === 'inplay' ? inPlayMatch(fx.t) : upcomingMatch(fx.t);
  if (when === 'upcoming') m.odds.status = 'OPEN';
  Object.assign(m.odds.runners[0]!, structuredClone(ladder));
  return m;
}

export interface LadderFixture {
  fx: SportsFixture;
  /** The running test's match (set before each test). */
  match(): SimMatch;
  /** PlaceBet on the match odds at `price` (runner 0 unless told), with an Idempotency-Key if given. */
  at(
    p: Player,
    side: 'back' | 'lay',
    stake: string,
    price: string,
    opts?: { runner?: number; key?: string },
  ): Promise<LightMyRequestResponse>;
}

/**
 * A book test file's setup: the sports fixture, and before each test a match on `ladder`
 * (ladderMatch). A file's own beforeEach runs after this one's.
 */
export function ladderFixture(
  ladder: TestLadder,
  when: 'inplay' | 'upcoming' = 'inplay',
): LadderFixture {
  const fx = sportsFixture();
  let current: SimMatch | undefined;
  beforeEach(async () => {
    current = await ladderMatch(fx, ladder, when);
  });
  const match = () => {
    if (!current) throw new Error('no match before the first beforeEach');
    return current;
  };
  return {
    fx,
    match,
    at: (p, side, stake, price, { runner = 0, key } = {}) =>
      p.post(
        '/Player/PlaceBet',
        { ...oddsBet(match(), side, stake, runner), Price: price },
        key ? { 'idempotency-key': key } : {},
      ),
  };
}
