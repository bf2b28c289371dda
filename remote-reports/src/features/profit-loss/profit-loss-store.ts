import { createReport } from '../report-common/create-report-store';
import { lastDays } from '../report-common/report-dates';
import { getUserProfitLoss, type ProfitLossFilters } from './api/get-user-profit-loss';

export function initialProfitLossFilters(now = new Date()): ProfitLossFilters {
  return { ...lastDays(15, now), market: 'All' };
}

export const profitLossReport = createReport({
  id: 'profit-loss',
  initialFilters: initialProfitLossFilters,
  fetch: getUserProfitLoss,
});
