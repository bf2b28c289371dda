import {
  currentInnings,
  matchLegalBalls,
  maxInnings,
  rulesOf,
  targetOf,
  type Cricket,
  type TeamIndex,
} from './cricket';

/**
 * The win-probability model (docs/sports.md "How prices follow the game").
 *
 * Resources: as in Duckworth-Lewis, the runs a side can still make depend on the overs u left and
 * the wickets w lost: Z(u, w) = F(w) * (1 - exp(-B * u / F(w))) with F(w) = ((10 - w) / 10)^0.8,
 * and R(u, w) = Z(u, w) / Z(N, 0) is the share of a whole N-over innings left. A side expects
 * E = par * R(u, w) more runs, par being the format's average total scaled by the side's strength.
 * Totals are taken as normal with spread SPREAD * sqrt(runs expected) (+1).
 */
const B = 0.035;
const SPREAD = 2.4;

const F = (w: number): number => Math.pow(Math.max(0, 10 - w) / 10, 0.8);
const Z = (u: number, w: number): number => {
  const f = F(w);
  return f <= 0 || u <= 0 ? 0 : f * (1 - Math.exp((-B * u) / f));
};

/** Share (0-1) of a whole innings' resources left with `overs` left and `wickets` lost. */
export function resources(c: Cricket, overs: number, wickets: number): number {
  return Z(overs, wickets) / Z(rulesOf(c).inningsOvers, 0);
}

/** The standard normal distribution function (Abramowitz-Stegun 7.1.26 erf). */
export function phi(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** A side's par: the format's par moved up to 15% by its strength before the match (0-1). */
export function parOf(c: Cricket, strength: readonly number[], team: TeamIndex): number {
  const own = strength[team] ?? 0.5;
  const other = strength[team === 0 ? 1 : 0] ?? 0.5;
  return rulesOf(c).par * (1 + 0.3 * (own - other));
}

const sd = (expected: number): number => SPREAD * Math.sqrt(Math.max(0, expected)) + 1;
const other = (t: TeamIndex): TeamIndex => (t === 0 ? 1 : 0);

/** Each side's chance and the draw's, from the state (null before the toss). */
export interface Chances {
  win: [number, number];
  draw: number;
}

function chaseChance(need: number, expected: number): number {
  return phi((expected - need + 0.5) / sd(expected));
}

/** Chances in a one-innings match (T20, One Day). */
function limitedChances(c: Cricket, strength: readonly number[]): Chances {
  const rules = rulesOf(c);
  const inn = currentInnings(c)!;
  const bat = inn.team;
  const u = (rules.inningsOvers * 6 - inn.legal) / 6;
  const expected = parOf(c, strength, bat) * resources(c, u, inn.wickets);
  let p: number;
  if (c.innings.length === 1) {
    const chasePar = parOf(c, strength, other(bat));
    const spread = Math.sqrt(sd(chasePar) ** 2 + SPREAD ** 2 * expected);
    p = phi((inn.runs + expected + 0.5 - chasePar) / spread);
  } else p = chaseChance((targetOf(c) ?? 0) - inn.runs, expected);
  const win: [number, number] = [0, 0];
  win[bat] = p;
  win[other(bat)] = 1 - p;
  return { win, draw: 0 };
}

/** Chances in a two-innings Test: a result needs time; the lead and runs to come decide who. */
function testChances(c: Cricket, strength: readonly number[]): Chances {
  const rules = rulesOf(c);
  const inn = currentInnings(c)!;
  const i = c.innings.length - 1;
  const bat = inn.team;
  const inningsLeft = (rules.inningsOvers * 6 - inn.legal) / 6;
  const matchLeft = (rules.matchOvers * 6 - matchLegalBalls(c)) / 6;
  const u = Math.min(inningsLeft, matchLeft);
  const expected = parOf(c, strength, bat) * resources(c, u, inn.wickets);
  const win: [number, number] = [0, 0];
  if (i === maxInnings(c) - 1) {
    const chase = chaseChance((targetOf(c) ?? 0) - inn.runs, expected);
    const wicketsDue = u * 6 * rules.wicket * 1.3;
    const allOut = phi((wicketsDue - (10 - inn.wickets)) / Math.sqrt(11 - inn.wickets));
    win[bat] = chase;
    win[other(bat)] = (1 - chase) * allOut;
    return { win, draw: 1 - chase - (1 - chase) * allOut };
  }
  const runsOf = (t: TeamIndex) =>
    c.innings.filter((s) => s.team === t).reduce((a, s) => a + s.runs, 0);
  let margin = runsOf(bat) - runsOf(other(bat)) + expected;
  let toCome = expected;
  for (let j = i + 1; j < maxInnings(c); j += 1) {
    const side: TeamIndex = j % 2 === i % 2 ? bat : other(bat);
    const par = parOf(c, strength, side);
    margin += side === bat ? par : -par;
    toCome += par;
  }
  const pBat = phi((margin + 0.5) / Math.sqrt(sd(rules.par) ** 2 + SPREAD ** 2 * toCome));
  // Time: this innings (until all out at the average wicket rate, or its last over) and each
  // innings to come must fit in the overs left.
  const future = maxInnings(c) - 1 - i;
  const oversPerWicket = 1 / (rules.wicket * 1.27 * 6);
  const oversNeeded =
    Math.min(inningsLeft, (10 - inn.wickets) * oversPerWicket) +
    future * Math.min(rules.inningsOvers, 10 * oversPerWicket);
  const result = phi((matchLeft - oversNeeded) / (2 * Math.sqrt(oversNeeded) + 2));
  win[bat] = result * pBat;
  win[other(bat)] = result * (1 - pBat);
  return { win, draw: 1 - result };
}

/** The chances from the state, or null before the toss or after the result. */
export function winChances(c: Cricket, strength: readonly number[]): Chances | null {
  if (!c.toss || c.result || !currentInnings(c)) return null;
  return rulesOf(c).inningsPerSide === 1 ? limitedChances(c, strength) : testChances(c, strength);
}
