import type { RoundStatus } from 'shared-api-types';

/** The ten live tables: route segment under /games -> GameType code (the reports' codes) and name. */
export const CASINO_TABLES = [
  { path: 'liveandarbahar2', code: 'ab2', name: 'Andar Bahar 2' },
  { path: 'aaa', code: 'AMARAKBARANTHONY', name: 'Amar Akbar Anthony' },
  { path: 'lucky7A', code: 'lucky7', name: 'Lucky 7 A' },
  { path: 'teenpatti-t20', code: 't20', name: 'Teen Patti T20' },
  { path: 'oneday', code: 'oneday', name: 'One Day Teen Patti' },
  { path: 'testteenpatti', code: 'test', name: 'Test Teen Patti' },
  { path: 'Lucky7BLatest', code: 'lucky7B', name: 'Lucky 7 B' },
  { path: 'dragonTiger2020', code: 'dt2020', name: 'Dragon Tiger 2020' },
  { path: 'cards32A', code: 'CARD32A', name: '32 Cards A' },
  { path: 'BollywoodCasino', code: 'BOLLYWOODCASINO', name: 'Bollywood Casino' },
] as const;

export type CasinoTable = (typeof CASINO_TABLES)[number];

export function tableByPath(path: string | undefined): CasinoTable | undefined {
  const p = (path ?? '').toLowerCase();
  return CASINO_TABLES.find((t) => t.path.toLowerCase() === p);
}

export const STATUS_LABEL: Record<RoundStatus, string> = {
  open: 'Betting open',
  closed: 'Dealing',
  result: 'Result',
};
