import { isAxiosError } from 'axios';
import { apiClient, notifyError, type ApiReply } from 'shared-auth';

/** A line of POST /AccountDetails/GetLedgerList (designed call, docs/casino.md). */
export interface LedgerLine {
  matchId: string;
  sportId: 4 | 5;
  date: string;
  description: string;
  matchName: string;
  won: string;
  lost: string;
  balance: string;
}

export interface BookBet {
  team: string;
  winner: string;
  date: string;
  rate: string;
  amount: string;
  type: string;
  pl: string;
}
export interface SessionBet {
  match: string;
  date: string;
  rate: string;
  line: string;
  resultScore: string;
  amount: string;
  betType: string;
  pl: string;
}

export interface LedgerMatchDetails {
  bookBetsDataList: BookBet[];
  sessionBetsDataList: SessionBet[];
  matchPM: string;
  sessionPlusMinus: string;
  totalCommission: string;
  mobileCharge: string;
  netPlusMinus: string;
}

export interface CasinoBet {
  date: string;
  matchID: string;
  type: string;
  betPlaced: string;
  amount: string;
  rate: string;
  result: string;
  mode: string;
  winLoss: string;
  pl: string;
}

export interface CasinoMatchDetails {
  casinoBetsDataLists: CasinoBet[];
  matchProfitLoss: string;
  totalCommission: string;
  mobileCharge: string;
  netPlusMinus: string;
}

export interface CasinoMatchRow {
  matchId: string;
  description: string;
  wonBy: string;
  won: string;
  lost: string;
}

/**
 * Posts a ledger call quietly and sends any failure (HTTP error or status 1) to the shared toast
 * once, then rethrows so the page can show its own state.
 */
async function postLedger<T>(path: string, body: object): Promise<T> {
  try {
    const res = await apiClient.post<ApiReply<T>>(path, body, { silent: true });
    if (res.data.status !== 0)
      throw new Error(res.data.message || 'The ledger could not be loaded');
    return res.data.data;
  } catch (err) {
    const fromServer = isAxiosError<{ message?: string }>(err)
      ? err.response?.data?.message
      : undefined;
    const message =
      fromServer ?? (err instanceof Error ? err.message : 'The ledger could not be loaded');
    notifyError(message);
    throw err;
  }
}

export const getLedgerList = () => postLedger<LedgerLine[]>('/AccountDetails/GetLedgerList', {});

/** data.data of GetLedgerMatchDetails (sport id 4). */
export const getLedgerMatchDetails = async (matchId: string) =>
  (
    await postLedger<{ data: LedgerMatchDetails }>('/AccountDetails/GetLedgerMatchDetails', {
      MatchId: matchId,
    })
  ).data;

/** data.data of GetCasinoMatchDetails (sport id 5). */
export const getCasinoMatchDetails = async (matchId: string) =>
  (
    await postLedger<{ data: CasinoMatchDetails }>('/AccountDetails/GetCasinoMatchDetails', {
      MatchId: matchId,
    })
  ).data;

/** data.data.ledgerCasinoMatchDatasLists of GetLedgerCasinoMatchList. */
export const getLedgerCasinoMatchList = async (competition: string, date: string) =>
  (
    await postLedger<{ data: { ledgerCasinoMatchDatasLists: CasinoMatchRow[] } }>(
      '/AccountDetails/GetLedgerCasinoMatchList',
      { Competition: competition, Date: date },
    )
  ).data.ledgerCasinoMatchDatasLists;
