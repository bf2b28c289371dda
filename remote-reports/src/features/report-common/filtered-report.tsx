import type { ReportsKey } from '../../i18n/texts';
import type { ReactNode } from 'react';
import type { Report } from './create-report-store';
import type { DateFilter } from './report-dates';
import { ReportFilters } from './report-filters';
import { FilterProblem } from './report-page';
import { TabularReport, type TabularReportProps } from './tabular-report';

interface FilteredReportProps<F extends DateFilter, D, T> extends Omit<
  TabularReportProps<T>,
  'name' | 'csvFilename' | 'page' | 'onPage' | 'rows' | 'loading' | 'totals' | 'csvTotals'
> {
  /** The report's store and reply (createReport, named by its id): its filters drive the form. */
  report: Report<F, D>;
  /** The table's rows from the reply; the reply itself when it is the list. */
  rows?: (data: D) => readonly T[];
  /** The report's own filter values in the CSV file's name, before the dates. */
  csvParts?: readonly (string | number)[];
  /** A Totals row of the rows: its text cells (the CSV's last line) and its table cells. */
  totals?: (rows: readonly T[]) => { csv: readonly string[]; cells: readonly ReactNode[] };
  submitLabel?: ReportsKey;
  /** The report's own fields in the filter form, between the dates and the button. */
  fields?: ReactNode;
  /** What the reply adds above the table once it has come (a chart, the balances). */
  summary?: (data: D) => ReactNode;
}

/** A report of a store's filters: the filter form, its inline problem, then the paged table. */
export function FilteredReport<F extends DateFilter, D, T>({
  report,
  rows: select = (data) => data as readonly T[],
  csvParts = [],
  totals,
  submitLabel = 'filter.search',
  fields,
  summary,
  children,
  times = 'player',
  ...table
}: FilteredReportProps<F, D, T>) {
  const state = report.useStore();
  const { data, loading, done } = report.useReportData();
  const { filters } = state;
  const rows = data === undefined ? [] : select(data);
  const total = totals?.(rows);
  const csvFilename = `${[report.id, ...csvParts, filters.from || 'all', filters.to || 'all'].join('_')}.csv`;
  return (
    <TabularReport
      {...table}
      name={report.id}
      times={times}
      rows={rows}
      loading={loading}
      csvTotals={total?.csv}
      totals={total?.cells}
      csvFilename={csvFilename}
      page={state.page}
      onPage={state.setPage}
    >
      <ReportFilters
        dates={filters}
        onDates={(dates) => state.setFilters(dates as Partial<F>)}
        onSubmit={state.load}
        submitLabel={submitLabel}
      >
        {fields}
      </ReportFilters>
      <FilterProblem problem={state.problem} />
      {children}
      {done && data !== undefined && summary?.(data)}
    </TabularReport>
  );
}
