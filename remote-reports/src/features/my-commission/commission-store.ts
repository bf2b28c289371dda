import { createReport } from '../report-common/create-report-store';
import { emptyDates } from '../report-common/report-dates';
import { getMyCommission } from './api/get-my-commission';

/** My commission: the first call sends empty dates (docs/reports.md). */
export const commissionReport = createReport({
  id: 'my-commission',
  initialFilters: emptyDates,
  fetch: getMyCommission,
});
