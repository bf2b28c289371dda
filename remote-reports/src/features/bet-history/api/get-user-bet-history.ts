import type { ReportsKey } from '../../../i18n/texts';
import type { BetHistoryAction, BetHistoryRequest } from 'shared-api-types';
import type { BetRow, BetStatus } from '../../report-common/bet-row';
import { inPlayerDays, utcDaysAround, type DateFilter } from '../../report-common/report-dates';
import { postReport } from '../../report-common/api/post-report';

/** Bet-history category (docs/reports.md): 1 All, 4 Cricket, 3 Fancy. */
export type BetCategory = BetHistoryAction;

export const CATEGORY_BUTTONS: readonly { label: ReportsKey; action: BetCategory }[] = [
  { label: 'category.all', action: 1 },
  { label: 'category.cricket', action: 4 },
  { label: 'category.fancy', action: 3 },
];

export interface BetHistoryFilters extends DateFilter {
  status: BetStatus;
  action: BetCategory;
  searchData: string;
}

export function betHistoryPayload(f: BetHistoryFilters) {
  return {
    Status: Number(f.status),
    Action: f.action,
    FromDate: f.from,
    ToDate: f.to,
    searchData: f.searchData.trim(),
  } satisfies BetHistoryRequest;
}

/** POST /User/UserBetHistory -> message.myUserBetHistoryDataLists, in the player's days. */
export async function getUserBetHistory(
  f: BetHistoryFilters,
  signal?: AbortSignal,
): Promise<BetRow[]> {
  const rows = await postReport<BetRow>(
    '/User/UserBetHistory',
    betHistoryPayload({ ...f, ...utcDaysAround(f) }),
    'message',
    'myUserBetHistoryDataLists',
    signal,
  );
  return inPlayerDays(
    rows,
    f,
    (r) => r.dateCreation,
    (r, dateCreation) => ({ ...r, dateCreation }),
  );
}
