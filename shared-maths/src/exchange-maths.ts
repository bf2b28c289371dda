/**
 * Exchange maths in integer cents (pure). Prices: decimal odds x100 for odds/toss (185 = 1.85),
 * bookmaker rate r (45 means 1.45), fancy rate R (100 = evens). Wins round down and losses round
 * up to a whole cent, so the house never pays a fraction and exposure always covers a loss.
 * Used by the API (authoritative: placement, settlement) and by remote-sports (bet-slip previews).
 */
export type MarketKind = 'odds' | 'book' | 'toss' | 'session';
export type Side = 'back' | 'lay' | 'yes' | 'no';

export interface BetTerms {
  kind: MarketKind;
  side: Side;
  /** odds/toss: decimal odds x100; book: rate r; session: rate R. */
  price: number;
  /** Stake in cents. */
  stake: number;
}

export interface Payoff {
  /** Cents won if the bet wins. */
  win: number;
  /** Cents lost if the bet loses (the liability). */
  loss: number;
}

/** Betfair ladder bands in hundredths: [from, to, step]. */
const LADDER: readonly (readonly [number, number, number])[] = [
  [101, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];
export const MIN_PRICE = 101;
export const MAX_PRICE = 100000;

/** True when p (odds x100) is a valid Betfair ladder price. */
export function isValidTick(p: number): boolean {
  if (!Number.isInteger(p) || p < MIN_PRICE || p > MAX_PRICE) return false;
  return LADDER.some(([from, to, step]) => p >= from && p <= to && (p - from) % step === 0);
}

function stepAbove(p: number): number {
  const band = LADDER.find(([from, to]) => p >= from && p < to);
  return band ? band[2] : 0;
}

function stepBelow(p: number): number {
  const band = LADDER.find(([from, to]) => p > from && p <= to);
  return band ? band[2] : 0;
}

/** The next ladder price above p (p itself at the top). p must be a valid tick. */
export function nextTick(p: number): number {
  return p >= MAX_PRICE ? MAX_PRICE : p + stepAbove(p);
}

/** The ladder price below p (p itself at the bottom). */
export function previousTick(p: number): number {
  return p <= MIN_PRICE ? MIN_PRICE : p - stepBelow(p);
}

/** The nearest valid tick at or below p (at or above MIN_PRICE). */
export function snapDown(p: number): number {
  if (p <= MIN_PRICE) return MIN_PRICE;
  if (p >= MAX_PRICE) return MAX_PRICE;
  const band = LADDER.find(([from, to]) => p >= from && p < to);
  if (!band) return MAX_PRICE;
  const [from, , step] = band;
  return from + Math.floor((p - from) / step) * step;
}

/** Moves n ticks up (n > 0) or down (n < 0) the ladder. */
export function moveTicks(p: number, n: number): number {
  let q = p;
  for (let i = 0; i < Math.abs(n); i += 1) q = n > 0 ? nextTick(q) : previousTick(q);
  return q;
}

const floorDiv = (a: number, b: number): number => Math.floor(a / b);
const ceilDiv = (a: number, b: number): number => Math.ceil(a / b);

/** Win and liability of one bet in cents. */
export function payoff({ kind, side, price, stake }: BetTerms): Payoff {
  const backish = side === 'back' || side === 'yes';
  // Profit multiplier in hundredths: odds/toss O-1, bookmaker r/100, fancy R/100.
  const mult = kind === 'odds' || kind === 'toss' ? price - 100 : price;
  return backish
    ? { win: floorDiv(stake * mult, 100), loss: stake }
    : { win: stake, loss: ceilDiv(stake * mult, 100) };
}

export interface RunnerBet extends Payoff {
  side: Side;
  selectionId: string;
}

/** Position per runner (cents) of a runner market (odds/book/toss) after all the bets. */
export function runnerPositions(
  runnerIds: readonly string[],
  bets: readonly RunnerBet[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of runnerIds) {
    let total = 0;
    for (const bet of bets) {
      const onThis = bet.selectionId === id;
      const wins = bet.side === 'back' ? onThis : !onThis;
      total += wins ? bet.win : -bet.loss;
    }
    out[id] = total;
  }
  return out;
}

/** P&L (cents) of one runner bet once `winnerId` has won. */
export function runnerBetPl(bet: RunnerBet, winnerId: string): number {
  const onWinner = bet.selectionId === winnerId;
  const wins = bet.side === 'back' ? onWinner : !onWinner;
  return wins ? bet.win : -bet.loss;
}

export interface FancyBet extends Payoff {
  side: 'yes' | 'no';
  line: number;
}

/** P&L (cents) of one fancy bet for a final score. YES wins at score >= line; NO below it. */
export function fancyBetPl(bet: FancyBet, score: number): number {
  const wins = bet.side === 'yes' ? score >= bet.line : score < bet.line;
  return wins ? bet.win : -bet.loss;
}

/** P&L of all fancy bets of one session at each score that can change it (line-1 and each line). */
export function fancyPositions(bets: readonly FancyBet[]): { score: number; pl: number }[] {
  if (bets.length === 0) return [];
  const lines = [...new Set(bets.map((b) => b.line))].sort((a, b) => a - b);
  const scores = [Math.max(0, (lines[0] ?? 0) - 1), ...lines];
  return [...new Set(scores)].map((score) => ({
    score,
    pl: bets.reduce((sum, bet) => sum + fancyBetPl(bet, score), 0),
  }));
}

/** Worst-case loss (>= 0) over a set of outcome P&Ls: max(0, -min). */
export function exposureOf(outcomePls: readonly number[]): number {
  if (outcomePls.length === 0) return 0;
  return Math.max(0, -Math.min(...outcomePls));
}

/** Commission on a market's P&L: floor(max(0, pl) * bp / 10000). */
export function commissionOf(pl: number, bp: number): number {
  return Math.floor((Math.max(0, pl) * bp) / 10_000);
}

/** Spreads a commission over bets in proportion to their positive P&L; the total stays exact. */
export function spreadCommission(pls: readonly number[], commission: number): number[] {
  const positive = pls.map((p) => Math.max(0, p));
  const totalPos = positive.reduce((a, b) => a + b, 0);
  if (commission === 0 || totalPos === 0) return pls.map(() => 0);
  const shares = positive.map((p) => Math.floor((p * commission) / totalPos));
  let rest = commission - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % shares.length) {
    if ((positive[i] ?? 0) > 0) {
      shares[i] = (shares[i] ?? 0) + 1;
      rest -= 1;
    }
  }
  return shares;
}

/** "1.85" -> 185 for odds/toss; "45" -> 45 for rates. null when not a valid number. */
export function parsePrice(kind: MarketKind, raw: string): number | null {
  const text = raw.trim();
  if (kind === 'odds' || kind === 'toss') {
    const m = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
    if (!m) return null;
    return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  }
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/** 185 -> "1.85" for odds/toss; rates as whole numbers. */
export function formatPrice(kind: MarketKind, price: number): string {
  if (kind === 'odds' || kind === 'toss')
    return `${Math.floor(price / 100)}.${String(price % 100).padStart(2, '0')}`;
  return String(price);
}
