import { useTexts } from '../../i18n/texts';
import { Amount, moneyColumn, type ReportColumn } from 'shared-ui/report';
import { ReportFilters } from '../report-common/report-filters';
import { FilterProblem } from '../report-common/report-page';
import { TabularReport } from '../report-common/tabular-report';
import type { StatementRow } from './api/get-statement';
import { statementReport } from './statement-store';

const money = moneyColumn<StatementRow>;

export const STATEMENT_COLUMNS: ReportColumn<StatementRow>[] = [
  { header: 'Date', text: (r) => r.date },
  { header: 'Description', text: (r) => r.description },
  money('Credit', (r) => r.credit),
  money('Debit', (r) => r.debit),
  money('Balance', (r) => r.balance),
];

/** Account statement (designed): every credit and debit with the running balance. */
export function StatementReport() {
  const { filters, page, problem, setFilters, setPage, load } = statementReport.useStore();
  const { data, loading, done } = statementReport.useReportData();
  const rows = data?.rows ?? [];
  const t = useTexts();
  return (
    <TabularReport
      times="player"
      title="title.statement"
      caption="caption.statement"
      csvFilename={`statement_${filters.from || 'all'}_${filters.to || 'all'}.csv`}
      columns={STATEMENT_COLUMNS}
      rows={rows}
      page={page}
      onPage={setPage}
      loading={loading}
    >
      <ReportFilters
        dates={filters}
        onDates={setFilters}
        onSubmit={load}
        submitLabel="filter.search"
      />
      <FilterProblem problem={problem} />
      {done && data && (
        <p className="report-summary">
          <span>
            {t('statement.opening')} <Amount value={data.openingBalance} /> {t('coins')}
          </span>
          <span>
            {t('statement.closing')} <Amount value={data.closingBalance} /> {t('coins')}
          </span>
        </p>
      )}
    </TabularReport>
  );
}
