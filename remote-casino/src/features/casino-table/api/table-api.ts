import type {
  ApiReply,
  CasinoBetView as RoundBet,
  CasinoMarketView as MarketView,
  CasinoPlaceBetRequest,
  PlacedBet,
  TableState as TableStateReply,
} from 'shared-api-types';
import { apiClient } from 'shared-auth';

export type { MarketView, RoundBet };

/** The table page's view of GetTableState (the lobby, not the table, shows the last winner). */
export type TableState = Omit<TableStateReply, 'lastWinner'>;

export async function getTableState(tableCode: string): Promise<TableState> {
  const res = await apiClient.post<ApiReply<TableState>>(
    '/Casino/GetTableState',
    { TableCode: tableCode },
    { silent: true },
  );
  if (res.data.status !== 0) throw new Error(res.data.message);
  return res.data.data;
}

/** The slip always sends Rate and Stake as decimal text. */
export type PlaceBetRequest = CasinoPlaceBetRequest & { Rate: string; Stake: string };

export type PlaceBetReply = ApiReply<PlacedBet | null>;

/** POST /Casino/PlaceBet with an Idempotency-Key so a double submit makes one bet (the slip tells). */
export async function placeBet(
  req: PlaceBetRequest,
  idempotencyKey: string,
): Promise<PlaceBetReply> {
  const res = await apiClient.post<PlaceBetReply>('/Casino/PlaceBet', req, {
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
  return res.data;
}
