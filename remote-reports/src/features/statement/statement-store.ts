import { createReport } from '../report-common/create-report-store';
import { lastDays } from '../report-common/report-dates';
import { getStatement } from './api/get-statement';

export const statementReport = createReport({
  id: 'statement',
  initialFilters: () => lastDays(15),
  fetch: getStatement,
});
