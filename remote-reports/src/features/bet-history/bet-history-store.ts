import { createReport } from '../report-common/create-report-store';
import { lastDays } from '../report-common/report-dates';
import { getUserBetHistory, type BetHistoryFilters } from './api/get-user-bet-history';

/** Last 15 days (as the other bet report), open bets, every category. */
export function initialBetHistoryFilters(now = new Date()): BetHistoryFilters {
  return { ...lastDays(15, now), status: '0', action: 1, searchData: '' };
}

export const betHistoryReport = createReport({
  id: 'bet-history',
  initialFilters: initialBetHistoryFilters,
  fetch: getUserBetHistory,
});
