import { create } from 'zustand';
import { createReportStore } from '../report-common/create-report-store';
import { lastDays } from '../report-common/report-dates';
import { getStatement } from './api/get-statement';

/** Opening and closing balance of the last loaded statement. */
export const useStatementSummary = create<
  | { openingBalance: string; closingBalance: string }
  | { openingBalance: null; closingBalance: null }
>()(() => ({
  openingBalance: null,
  closingBalance: null,
}));

export const useStatementStore = createReportStore({
  initialFilters: () => lastDays(15),
  fetch: async (filters) => {
    const data = await getStatement(filters);
    useStatementSummary.setState({
      openingBalance: data.openingBalance,
      closingBalance: data.closingBalance,
    });
    return data.rows;
  },
});
