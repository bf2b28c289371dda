import type { RoundStatus } from 'shared-api-types';
import { CASINO_TABLES } from 'shared-api-types/src/casino-tables';

/** The ten live tables (one catalogue for the API and the clients, in shared-api-types). */
export { CASINO_TABLES };

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
