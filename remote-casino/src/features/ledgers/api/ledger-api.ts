import type {
  CasinoMatchDetails,
  CasinoMatchList,
  CasinoMatchListRequest,
  CasinoMatchRow,
  LedgerLine,
  LedgerListRequest,
  LedgerMatchDetails,
  LedgerMatchRequest,
} from 'shared-api-types';
import { callApi } from 'shared-auth';
import { playerZone } from 'shared-maths/player-time';
import { t } from '../../../i18n/texts';

/** The designed ledger calls (docs/casino.md). */
export type { CasinoMatchDetails, CasinoMatchRow, LedgerLine, LedgerMatchDetails };

/** A ledger call; a failure is toasted once by callApi and the page shows its empty state. */
const postLedger = <T>(path: string, body: object, signal?: AbortSignal) =>
  callApi<T>(path, body, { fallback: t('error.ledger'), signal });

/** The casino's lines are the player's days: the API is told the player's zone. */
export const ledgerListQuery = {
  queryKey: ['ledger', 'list'],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    postLedger<LedgerLine[]>(
      '/AccountDetails/GetLedgerList',
      { TimeZone: playerZone() } satisfies LedgerListRequest,
      signal,
    ),
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

/** data.data.ledgerCasinoMatchDatasLists of GetLedgerCasinoMatchList: the rounds of a day of the player's. */
export const getLedgerCasinoMatchList = async (
  competition: string,
  date: string,
  signal?: AbortSignal,
) =>
  (
    await postLedger<{ data: CasinoMatchList }>(
      '/AccountDetails/GetLedgerCasinoMatchList',
      {
        Competition: competition,
        Date: date,
        TimeZone: playerZone(),
      } satisfies CasinoMatchListRequest,
      signal,
    )
  ).data.ledgerCasinoMatchDatasLists;
