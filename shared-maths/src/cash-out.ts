/**
 * Cash out of a runner market (match odds, bookmaker) in integer cents: the hedging bets at the
 * best prices on offer that make the player's P/L (nearly) equal whichever runner wins.
 * Used by the API (authoritative: POST /Player/CashOut) and remote-sports (the offer shown).
 */
import { commissionOf, payoff, runnerBetPl, type RunnerBet } from './exchange-maths';

export type CashOutKind = 'odds' | 'book';

/** A runner's best prices in the market's units (odds x100, or bookmaker rate); 0 = none. */
export interface RunnerPrices {
  selectionId: string;
  back: number;
  lay: number;
}

export interface HedgeBet extends RunnerBet {
  side: 'back' | 'lay';
  /** In the market's units, as PlaceBet takes it. */
  price: number;
  stake: number;
}

export type CashOutQuote =
  | {
      ok: true;
      bets: HedgeBet[];
      /** Position per runner after the bets. */
      after: Record<string, number>;
      /** What the cashed part is worth whoever wins (gross, cents). */
      amount: number;
      /** `amount` less the commission it bears at the player's rate. */
      net: number;
    }
  | { ok: false; reason: 'level' | 'no price' };

export const CASH_OUT_PERCENTS = [25, 50, 75, 100] as const;

/** Decimal odds x100 of a price: a bookmaker rate r pays like odds 1 + r/100. */
const decimal = (kind: CashOutKind, price: number): number =>
  kind === 'book' ? 100 + price : price;

function hedgeBet(
  kind: CashOutKind,
  selectionId: string,
  side: 'back' | 'lay',
  price: number,
  stake: number,
): HedgeBet {
  return { selectionId, side, price, stake, ...payoff({ kind, side, price, stake }) };
}

/**
 * The bets that bring every runner's position `q` to the level x (before the constant they all
 * share): a back on each runner below x, a lay on each above. A back of s at decimal d adds
 * floor(s d / 100) to its runner relative to the others, a lay of t takes ceil(t d / 100), so
 * rounding backs up and lays down leaves each hedged runner at or above the untouched one, and
 * costs the player under one cent per bet against the exact hedge. null: a needed price is missing.
 * `dust`: every bet's exact stake is under the minimum stake of one cent (what a cent moves at its
 * price is more than the difference it levels).
 */
function hedgeAt(
  kind: CashOutKind,
  q: Readonly<Record<string, number>>,
  runners: readonly RunnerPrices[],
  x: number,
): { bets: HedgeBet[]; dust: boolean } | null {
  const bets: HedgeBet[] = [];
  let dust = true;
  for (const r of runners) {
    const need = x - (q[r.selectionId] ?? 0);
    if (need === 0) continue;
    const price = need > 0 ? r.back : r.lay;
    if (price <= 0) return null;
    const d = decimal(kind, price);
    if (Math.abs(need) * 100 >= d) dust = false;
    const stake = need > 0 ? Math.ceil((need * 100) / d) : Math.floor((-need * 100) / d);
    if (stake > 0)
      bets.push(hedgeBet(kind, r.selectionId, need > 0 ? 'back' : 'lay', price, stake));
  }
  return { bets, dust };
}

/** Each runner's position plus what the bets pay if it wins. */
export function positionsAfter(
  positions: Readonly<Record<string, number>>,
  runnerIds: readonly string[],
  bets: readonly RunnerBet[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of runnerIds)
    out[id] = (positions[id] ?? 0) + bets.reduce((sum, b) => sum + runnerBetPl(b, id), 0);
  return out;
}

const spreadOf = (values: readonly number[]): number => Math.max(...values) - Math.min(...values);

/**
 * A cashed part whose runners' P/L differ by less than this (cents: one Coin) is level: nothing to
 * cash out. Its hedge would be dust (a few cents of stake, one that can only lose at a low price),
 * as a second cash out of a cashed-out position was, the first having left the rounding's cents.
 */
export const LEVEL_WITHIN = 100;

/**
 * The cash out of `percent` (25, 50, 75 or 100) of the position at these prices. The cashed part
 * is `percent`% of each runner's position (truncated to a cent); of the hedges that level it at
 * one runner's position (each runner backed or laid, one untouched: a single bet on a two-runner
 * market), the one worth most is chosen, then the one with fewer bets and the smaller spread.
 * Not ok: a cashed part already level (`isLevel`), or no price for a needed bet.
 */
export function cashOutQuote(
  kind: CashOutKind,
  positions: Readonly<Record<string, number>>,
  runners: readonly RunnerPrices[],
  percent: number,
  commissionBp: number,
): CashOutQuote {
  const ids = runners.map((r) => r.selectionId);
  const q: Record<string, number> = {};
  for (const id of ids) q[id] = Math.trunc(((positions[id] ?? 0) * percent) / 100);
  const levels = [...new Set(ids.map((id) => q[id] ?? 0))];
  if (ids.length === 0 || spreadOf(ids.map((id) => q[id] ?? 0)) < LEVEL_WITHIN) {
    return { ok: false, reason: 'level' };
  }
  let best: { bets: HedgeBet[]; dust: boolean; amount: number; spread: number } | null = null;
  for (const x of levels) {
    const hedge = hedgeAt(kind, q, runners, x);
    if (!hedge || hedge.bets.length === 0) continue;
    const { bets } = hedge;
    const cashed = Object.values(positionsAfter(q, ids, bets));
    const amount = Math.min(...cashed);
    const spread = spreadOf(cashed);
    const better =
      !best ||
      amount > best.amount ||
      (amount === best.amount &&
        (bets.length < best.bets.length ||
          (bets.length === best.bets.length && spread < best.spread)));
    if (better) best = { ...hedge, amount, spread };
  }
  if (!best) return { ok: false, reason: levels.length > 1 ? 'no price' : 'level' };
  if (best.dust) return { ok: false, reason: 'level' };
  return {
    ok: true,
    bets: best.bets,
    after: positionsAfter(positions, ids, best.bets),
    amount: best.amount,
    net: best.amount - commissionOf(best.amount, commissionBp),
  };
}
