import { apiClient, type ApiReply, type Balance } from 'shared-auth';
import type { RoundStatus } from '../../../lib/casino-catalog';

export interface MarketView {
  market: string;
  selections: { name: string; rate: string }[];
}

export interface RoundBet {
  betId: string;
  market: string;
  selection: string;
  rate: string;
  stake: string;
  possibleWin: string;
  possibleLoss: string;
  status: 'open' | 'settled' | 'void';
  pl: string | null;
}

/** POST /Casino/GetTableState reply data. */
export interface TableState {
  tableCode: string;
  path: string;
  name: string;
  roundId: string;
  status: RoundStatus;
  secondsLeft: number;
  markets: MarketView[];
  hands: { label: string; cards: string[] }[];
  winner: string | null;
  lastResults: { roundId: string; winner: string }[];
  bets: RoundBet[];
}

export async function getTableState(tableCode: string): Promise<TableState> {
  const res = await apiClient.post<ApiReply<TableState>>(
    '/Casino/GetTableState',
    { TableCode: tableCode },
    { silent: true },
  );
  if (res.data.status !== 0) throw new Error(res.data.message);
  return res.data.data;
}

export interface PlaceBetRequest {
  TableCode: string;
  RoundId: string;
  Market: string;
  Selection: string;
  Rate: string;
  Stake: string;
}

export type PlaceBetReply = ApiReply<{ betId: string; balance: Balance } | null>;

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
