import { createReport } from '../report-common/create-report-store';
import { lastDays } from '../report-common/report-dates';
import { getLiveBetHistory, type LiveBetFilters } from './api/get-live-bet-history';

/** Last 15 days, every game, Status 0 (docs/reports.md). */
export function initialLiveBetFilters(now = new Date()): LiveBetFilters {
  return { ...lastDays(15, now), gameType: 'All Game', status: '0' };
}

export const liveBetsReport = createReport({
  id: 'live-game-bets',
  initialFilters: initialLiveBetFilters,
  fetch: getLiveBetHistory,
});
