import { useEffect } from 'react';
import { Amount, CsvButton, ReportTable, type ReportColumn } from 'shared-ui/report';
import { ReportFilters } from '../report-common/report-filters';
import { FilterProblem, ReportPage } from '../report-common/report-page';
import type { StatementRow } from './api/get-statement';
import { useStatementStore, useStatementSummary } from './statement-store';

const money = (header: string, pick: (r: StatementRow) => string): ReportColumn<StatementRow> => ({
  header,
  text: pick,
  cell: (r) => <Amount value={pick(r)} />,
  numeric: true,
});

export const STATEMENT_COLUMNS: ReportColumn<StatementRow>[] = [
  { header: 'Date', text: (r) => r.date },
  { header: 'Description', text: (r) => r.description },
  money('Credit', (r) => r.credit),
  money('Debit', (r) => r.debit),
  money('Balance', (r) => r.balance),
];

/** Account statement (designed): every credit and debit with the running balance. */
export function StatementReport() {
  const { filters, rows, status, page, problem, setFilters, setPage, load } = useStatementStore();
  const summary = useStatementSummary();
  useEffect(() => {
    void useStatementStore.getState().load();
  }, []);
  return (
    <ReportPage
      title="Account Statement"
      actions={
        <CsvButton
          filename={`statement_${filters.from || 'all'}_${filters.to || 'all'}.csv`}
          columns={STATEMENT_COLUMNS}
          rows={rows}
        />
      }
    >
      <ReportFilters dates={filters} onDates={setFilters} onSubmit={load} submitLabel="Search" />
      <FilterProblem problem={problem} />
      {status === 'done' && summary.openingBalance !== null && (
        <p className="report-summary">
          <span>
            Opening balance: <Amount value={summary.openingBalance} /> Coins
          </span>
          <span>
            Closing balance: <Amount value={summary.closingBalance} /> Coins
          </span>
        </p>
      )}
      <ReportTable
        caption="Statement"
        columns={STATEMENT_COLUMNS}
        rows={rows}
        page={page}
        onPage={setPage}
        loading={status === 'loading'}
      />
    </ReportPage>
  );
}
