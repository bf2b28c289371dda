import type {
  CasinoMatchDetails,
  CasinoMatchList,
  CasinoMatchListRequest,
  CasinoMatchRow,
  LedgerLine,
  LedgerMatchDetails,
  LedgerMatchRequest,
} from 'shared-api-types';
import { callApi } from 'shared-auth';
import { t } from '../../../i18n/texts';

/** The designed ledger calls (docs/casino.md). */
export type { CasinoMatchDetails, CasinoMatchRow, LedgerLine, LedgerMatchDetails };

/** A ledger call; a failure is toasted once by callApi and the page shows its empty state. */
const postLedger = <T>(path: string, body: object, signal?: AbortSignal) =>
  callApi<T>(path, body, { fallback: t('error.ledger'), signal });

export const ledgerListQuery = {
  queryKey: ['ledger', 'list'],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    postLedger<LedgerLine[]>('/AccountDetails/GetLedgerList', {}, signal),
};

/** data.data of a match's details, read by its id. */
const matchDetails =
  <T>(path: string) =>
  async (matchId: string, signal?: AbortSignal) =>
    (await postLedger<{ data: T }>(path, { MatchId: matchId } satisfies LedgerMatchRequest, signal))
      .data;

/** GetLedgerMatchDetails (sport id 4). */
export const getLedgerMatchDetails = matchDetails<LedgerMatchDetails>(
  '/AccountDetails/GetLedgerMatchDetails',
);

/** GetCasinoMatchDetails (sport id 5). */
export const getCasinoMatchDetails = matchDetails<CasinoMatchDetails>(
  '/AccountDetails/GetCasinoMatchDetails',
);

/** data.data.ledgerCasinoMatchDatasLists of GetLedgerCasinoMatchList. */
export const getLedgerCasinoMatchList = async (
  competition: string,
  date: string,
  signal?: AbortSignal,
) =>
  (
    await postLedger<{ data: CasinoMatchList }>(
      '/AccountDetails/GetLedgerCasinoMatchList',
      { Competition: competition, Date: date } satisfies CasinoMatchListRequest,
      signal,
    )
  ).data.ledgerCasinoMatchDatasLists;
