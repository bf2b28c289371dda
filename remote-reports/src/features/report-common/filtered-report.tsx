import type { ReportsKey } from '../../i18n/texts';
import type { ReactNode } from 'react';
import type { ReportState } from './create-report-store';
import type { DateFilter } from './report-dates';
import { ReportFilters } from './report-filters';
import { FilterProblem } from './report-page';
import { TabularReport, type TabularReportProps } from './tabular-report';

type FilterState = Pick<
  ReportState<DateFilter>,
  'filters' | 'page' | 'problem' | 'setFilters' | 'setPage' | 'load'
>;

interface FilteredReportProps<T> extends Omit<
  TabularReportProps<T>,
  'csvFilename' | 'page' | 'onPage'
> {
  /** The report's store: its filters, page and problem drive the form and the table. */
  state: FilterState;
  /** The CSV file's name before the filter parts, e.g. "bet-history". */
  csvName: string;
  /** The report's own filter values in the CSV file's name, before the dates. */
  csvParts?: readonly (string | number)[];
  submitLabel: ReportsKey;
  /** The report's own fields in the filter form, between the dates and the button. */
  fields?: ReactNode;
}

/** A report of a store's filters: the filter form, its inline problem, then the paged table. */
export function FilteredReport<T>({
  state,
  csvName,
  csvParts = [],
  submitLabel,
  fields,
  children,
  ...table
}: FilteredReportProps<T>) {
  const { filters } = state;
  const csvFilename = `${[csvName, ...csvParts, filters.from || 'all', filters.to || 'all'].join('_')}.csv`;
  return (
    <TabularReport {...table} csvFilename={csvFilename} page={state.page} onPage={state.setPage}>
      <ReportFilters
        dates={filters}
        onDates={state.setFilters}
        onSubmit={state.load}
        submitLabel={submitLabel}
      >
        {fields}
      </ReportFilters>
      <FilterProblem problem={state.problem} />
      {children}
    </TabularReport>
  );
}
