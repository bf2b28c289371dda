import {
  CASINO_TABLES,
  LIVE_GAME_LABELS,
  reportNameOf,
  type CasinoTableCode,
} from 'shared-api-types';

/** Display names used by the reports (casino tables by GameType code, sports market kinds). */
export const CASINO_TABLE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  CASINO_TABLES.map((t) => [t.code, reportNameOf(t)]),
);

/** The tables the seeded history draws from, in this order (another order seeds other rounds). */
export const HISTORY_TABLES: readonly CasinoTableCode[] = Object.keys(
  LIVE_GAME_LABELS,
) as CasinoTableCode[];

export const SPORTS_MARKET_LABELS: Readonly<Record<string, string>> = {
  odds: 'Match Odds',
  book: 'Bookmaker',
  toss: 'Toss',
  session: 'Fancy',
};

export function casinoTableName(code: string): string {
  return CASINO_TABLE_NAMES[code] ?? code;
}

export function sportsMarketLabel(marketType: string): string {
  return SPORTS_MARKET_LABELS[marketType] ?? marketType;
}

/** Price as shown to a player: odds/toss/casino are decimal x100 ("1.45"); book and fancy rates as given. */
export function displayPrice(marketType: string, price: number): string {
  if (marketType === 'book' || marketType === 'session') return String(price);
  return (price / 100).toFixed(2);
}
