import { isAxiosError } from 'axios';
import type {
  ApiReply,
  CasinoMatchDetails,
  CasinoMatchList,
  CasinoMatchListRequest,
  CasinoMatchRow,
  LedgerLine,
  LedgerMatchDetails,
  LedgerMatchRequest,
} from 'shared-api-types';
import { apiClient, notifyError } from 'shared-auth';

/** The designed ledger calls (docs/casino.md). */
export type { CasinoMatchDetails, CasinoMatchRow, LedgerLine, LedgerMatchDetails };

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
    } satisfies LedgerMatchRequest)
  ).data;

/** data.data of GetCasinoMatchDetails (sport id 5). */
export const getCasinoMatchDetails = async (matchId: string) =>
  (
    await postLedger<{ data: CasinoMatchDetails }>('/AccountDetails/GetCasinoMatchDetails', {
      MatchId: matchId,
    } satisfies LedgerMatchRequest)
  ).data;

/** data.data.ledgerCasinoMatchDatasLists of GetLedgerCasinoMatchList. */
export const getLedgerCasinoMatchList = async (competition: string, date: string) =>
  (
    await postLedger<{ data: CasinoMatchList }>('/AccountDetails/GetLedgerCasinoMatchList', {
      Competition: competition,
      Date: date,
    } satisfies CasinoMatchListRequest)
  ).data.ledgerCasinoMatchDatasLists;
