// Plain data, no schema code: the clients import this file at run time
// ('shared-api-types/src/casino-tables'), like scrub-secrets.

/**
 * The ten live casino tables in lobby order: the route segment under /games, the GameType code
 * (casino_bets.table_code, the stream's table:<code>, the reports' Market), the table's name and,
 * where the reports print another one (the spec's report labels), `reportName`.
 */
export const CASINO_TABLES = [
  { path: 'liveandarbahar2', code: 'ab2', name: 'Andar Bahar 2', reportName: 'Andar Bahar' },
  { path: 'aaa', code: 'AMARAKBARANTHONY', name: 'Amar Akbar Anthony' },
  { path: 'lucky7A', code: 'lucky7', name: 'Lucky 7 A', reportName: '7 Up & Down' },
  { path: 'teenpatti-t20', code: 't20', name: 'Teen Patti T20' },
  { path: 'oneday', code: 'oneday', name: 'One Day Teen Patti' },
  { path: 'testteenpatti', code: 'test', name: 'Test Teen Patti', reportName: 'Test Teenpatti' },
  { path: 'Lucky7BLatest', code: 'lucky7B', name: 'Lucky 7 B' },
  {
    path: 'dragonTiger2020',
    code: 'dt2020',
    name: 'Dragon Tiger 2020',
    reportName: 'Dragon Tiger',
  },
  { path: 'cards32A', code: 'CARD32A', name: '32 Cards A' },
  { path: 'BollywoodCasino', code: 'BOLLYWOODCASINO', name: 'Bollywood Casino' },
] as const;

export type CasinoTableEntry = (typeof CASINO_TABLES)[number];
export type CasinoTableCode = CasinoTableEntry['code'];

/** The table of a GameType code. */
export function casinoTable(code: CasinoTableCode): CasinoTableEntry {
  return CASINO_TABLES.find((t) => t.code === code) as CasinoTableEntry;
}

/** The name the reports print for a table. */
export const reportNameOf = (t: CasinoTableEntry): string =>
  'reportName' in t ? t.reportName : t.name;

/**
 * The tables of the live game bets report's Game select (after "All Game") with the spec's
 * labels, in its order; the API seeds its sample bet history from these tables, in this order.
 */
export const LIVE_GAME_LABELS: Readonly<Partial<Record<CasinoTableCode, string>>> = {
  t20: 't20',
  ab2: 'ab2',
  oneday: 'oneday',
  lucky7: 'lucky7',
  CARD32A: '32 cardA',
  dt2020: 'Dragon Tiger',
  test: 'Test Teenpatti',
  lucky7B: 'lucky7B',
  BOLLYWOODCASINO: 'Bollywood Casino',
  AMARAKBARANTHONY: 'Amar Akbar Anthony',
};
