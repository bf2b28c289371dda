import type {
  CasinoBetView as RoundBet,
  CasinoMarketView as MarketView,
  CasinoPlaceBetRequest,
  TableState as TableStateReply,
} from 'shared-api-types';
import { callApi, type OkBody } from 'shared-auth';
import { t } from '../../../i18n/texts';

export type { MarketView, RoundBet };

/** The table page's view of GetTableState (the lobby, not the table, shows the last winner). */
export type TableState = Omit<TableStateReply, 'lastWinner'>;

/** Polled every second, quietly: the page shows the error in place. */
export function getTableState(tableCode: string): Promise<TableState> {
  return callApi<TableState>(
    '/Casino/GetTableState',
    { TableCode: tableCode },
    { silent: true, fallback: t('error.table') },
  );
}

/** The slip always sends Rate and Stake as decimal text. */
export type PlaceBetRequest = CasinoPlaceBetRequest & { Rate: string; Stake: string };

/**
 * POST /Casino/PlaceBet with an Idempotency-Key so a double submit makes one bet -> 'Bet placed'
 * in the player's language. A lost reply throws the unconfirmed message: the slip keeps its key.
 */
export function placeBet(req: PlaceBetRequest, idempotencyKey: string): Promise<string> {
  return callApi('/Casino/PlaceBet', req, {
    idempotencyKey,
    unconfirmed: 'BET_UNCONFIRMED',
    fallback: t('slip.failed'),
    // the client's own words for the success, in the player's language
    read: ({ data }: OkBody) => (data ? t('slip.placed') : undefined),
  });
}
