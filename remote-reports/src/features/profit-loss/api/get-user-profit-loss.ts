import type { ProfitLossRequest, ProfitLossRow } from 'shared-api-types';
import type { DateFilter } from '../../report-common/report-dates';
import { postInPlayerDays } from '../../report-common/api/post-in-player-days';

export type { ProfitLossRow };

export interface ProfitLossFilters extends DateFilter {
  market: string;
}

/** The market select (label, value) of docs/reports.md, Pages. */
export const MARKET_OPTIONS: readonly { label: string; value: string }[] = [
  { label: 'All', value: 'All' },
  { label: 'Live T20', value: 't20' },
  { label: 'Andar bahar', value: 'ab2' },
  { label: 'One Day', value: 'ONEDAY' },
  { label: '7 up & Down', value: 'lucky7' },
  { label: 'Test Teenpatti', value: 'test' },
];

/** Market is All when none is chosen (docs/reports.md). */
export function profitLossPayload(f: ProfitLossFilters): Required<ProfitLossRequest> {
  return { FromDate: f.from, ToDate: f.to, Market: f.market || 'All' };
}

/** POST /AccountDetails/GetUserProfitLoss -> data.userProfitLossDataLists, in the player's days. */
export function getUserProfitLoss(
  f: ProfitLossFilters,
  signal?: AbortSignal,
): Promise<ProfitLossRow[]> {
  return postInPlayerDays(
    {
      path: '/AccountDetails/GetUserProfitLoss',
      payload: profitLossPayload,
      key: 'data',
      listName: 'userProfitLossDataLists',
      time: 'date',
    },
    f,
    signal,
  );
}
