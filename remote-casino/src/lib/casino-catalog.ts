import type { RoundStatus } from 'shared-api-types';
import { CASINO_TABLES } from 'shared-api-types/src/casino-tables';
import type { CasinoKey } from '../i18n/texts';

/** The ten live tables (one catalogue for the API and the clients, in shared-api-types). */
export { CASINO_TABLES };

export type CasinoTable = (typeof CASINO_TABLES)[number];

export function tableByPath(path: string | undefined): CasinoTable | undefined {
  const p = (path ?? '').toLowerCase();
  return CASINO_TABLES.find((t) => t.path.toLowerCase() === p);
}

/** A round's phase as the player reads it (the casino texts' keys). */
export const STATUS_KEY = {
  open: 'status.open',
  closed: 'status.closed',
  result: 'status.result',
} as const satisfies Record<RoundStatus, CasinoKey>;
