import { exposureOf, fancyPositions, payoff, type MarketKind, type Side } from 'shared-maths';
import { exposureWithWaiting, fillPayoff, type WaitingOrder } from 'shared-maths/order-book';

/** One sports bet as the tests know it (from the request body or a database row), in cents. */
export interface SportsBetTerms {
  /** Exposure key of its market: sports:<match>:<kind>:<market id or fancy session id>. */
  marketKey: string;
  kind: MarketKind;
  side: Side;
  selectionId: string;
  /** odds/toss: decimal odds x100; book: rate r; session: rate R. */
  price: number;
  line: number | null;
  stake: number;
}

/**
 * Worst case (cents) of each market over a set of sports bets and waiting orders (match odds and
 * toss reserve each order's worst case), computed from the terms with shared-maths alone.
 * `runnersOf` gives every runner of a runner market (unbacked ones count).
 */
export function sportsWorstCases(
  bets: readonly SportsBetTerms[],
  runnersOf: (marketKey: string) => readonly string[],
  waiting: readonly (WaitingOrder & { marketKey: string })[] = [],
): Map<string, number> {
  const byMarket = new Map<string, SportsBetTerms[]>();
  for (const b of bets) byMarket.set(b.marketKey, [...(byMarket.get(b.marketKey) ?? []), b]);
  for (const w of waiting) byMarket.set(w.marketKey, byMarket.get(w.marketKey) ?? []);
  const out = new Map<string, number>();
  for (const [key, list] of byMarket) {
    // a match-odds / toss bet is one side of a fill (the layer owes the backer's win)
    const priced = list.map((b) => ({
      b,
      ...(b.kind === 'odds' || b.kind === 'toss'
        ? fillPayoff(b.side === 'back' ? 'back' : 'lay', b.price, b.stake)
        : payoff(b)),
    }));
    if (list[0]?.kind === 'session') {
      const fancy = priced.map(({ b, win, loss }) => ({
        side: b.side === 'yes' ? ('yes' as const) : ('no' as const),
        line: b.line ?? 0,
        win,
        loss,
      }));
      out.set(key, exposureOf(fancyPositions(fancy).map((p) => p.pl)));
      continue;
    }
    // a runner market: matched bets netted per outcome, each waiting order's reservation added
    const matched = priced.map(({ b, win, loss }) => ({
      side: b.side,
      selectionId: b.selectionId,
      win,
      loss,
    }));
    const orders = waiting.filter((w) => w.marketKey === key);
    out.set(key, exposureWithWaiting(runnersOf(key), matched, orders));
  }
  return out;
}

/** Casino worst case per round: every stake is lost (key casino:<table>:<round>). */
export function casinoWorstCases(
  bets: readonly { marketKey: string; stake: number }[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const b of bets) out.set(b.marketKey, (out.get(b.marketKey) ?? 0) + b.stake);
  return out;
}

export const sum = (values: Iterable<number>): number => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/** "1234.50" -> 123450 (test-side parse of the API's decimal strings). */
export function cents(text: string): number {
  const m = /^(-)?(\d+)\.(\d{2})$/.exec(text);
  if (!m) throw new Error(`Not a money string: ${text}`);
  const value = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -value : value;
}
