import type { ReportsKey } from '../../../i18n/texts';
import type { BetHistoryAction, BetHistoryRequest } from 'shared-api-types';
import type { BetRow, BetStatus } from '../../report-common/bet-row';
import type { DateFilter } from '../../report-common/report-dates';
import { postInPlayerDays } from '../../report-common/api/post-in-player-days';

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
export function getUserBetHistory(f: BetHistoryFilters, signal?: AbortSignal): Promise<BetRow[]> {
  return postInPlayerDays(
    {
      path: '/User/UserBetHistory',
      payload: betHistoryPayload,
      key: 'message',
      listName: 'myUserBetHistoryDataLists',
      time: 'dateCreation',
    },
    f,
    signal,
  );
}
