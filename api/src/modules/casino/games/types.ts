import type { CasinoHand as Hand } from 'shared-api-types';
import type { Card } from './cards';

export type { Hand };

/** How one selection ends: win pays stake x (rate - 1), lose costs the stake, void returns it, half loses half. */
export type Outcome = 'win' | 'lose' | 'void' | 'half';

export interface SelectionDef {
  name: string;
  /** Decimal odds x100 (198 = 1.98). */
  rate: number;
}

export interface MarketDef {
  market: string;
  selections: readonly SelectionDef[];
}

export interface GameResult {
  hands: Hand[];
  /** Short result for the results strip and the ledger ("Dragon", "Player A", "Andar"). */
  winner: string;
  /** Every selection of every market, keyed `${market}|${selection}`. */
  outcomes: Record<string, Outcome>;
}

export interface GameDef {
  /** GameType code stored in casino_bets.table_code ('t20', 'dt2020', ...). */
  code: string;
  /** Route segment under /games. */
  path: string;
  name: string;
  /** Ranks in the deck (default all 13). */
  ranks?: readonly number[];
  markets: readonly MarketDef[];
  /** Deals from the shuffled deck and applies the table's rules. */
  play(draw: () => Card): GameResult;
}

export const outcomeKey = (market: string, selection: string): string => `${market}|${selection}`;

/** Builds the outcomes map: `wins(market, selection)` decides each selection; default lose. */
export function decide(
  markets: readonly MarketDef[],
  judge: (market: string, selection: string) => Outcome,
): Record<string, Outcome> {
  const out: Record<string, Outcome> = {};
  for (const m of markets)
    for (const s of m.selections) out[outcomeKey(m.market, s.name)] = judge(m.market, s.name);
  return out;
}

export const winIf = (condition: boolean): Outcome => (condition ? 'win' : 'lose');

/** Profit in cents if the selection wins: floor(stake x (rate - 100) / 100). */
export function winAmount(stakeCents: number, rate: number): number {
  return Math.floor((stakeCents * (rate - 100)) / 100);
}

/** P/L in cents of one bet given its outcome. */
export function betPl(outcome: Outcome, stakeCents: number, rate: number): number {
  switch (outcome) {
    case 'win':
      return winAmount(stakeCents, rate);
    case 'lose':
      return -stakeCents;
    case 'half':
      return -Math.floor(stakeCents / 2);
    case 'void':
      return 0;
  }
}
