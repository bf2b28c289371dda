import { useTexts } from '../../i18n/texts';
import { Amount } from 'shared-ui/report';
import { ReportFilters } from '../report-common/report-filters';
import { FilterProblem } from '../report-common/report-page';
import { TabularReport } from '../report-common/tabular-report';
import { commissionTotals, COMMISSION_COLUMNS } from './commission-columns';
import { commissionReport } from './commission-store';

export function MyCommissionReport() {
  const { filters, page, problem, setFilters, setPage, load } = commissionReport.useStore();
  const { data: rows = [], loading } = commissionReport.useReportData();
  const t = useTexts();
  const totals = commissionTotals(rows, t('totals'));
  return (
    <TabularReport
      times="utc"
      title="title.commission"
      caption="caption.commission"
      csvFilename={`my-commission_${filters.from || 'all'}_${filters.to || 'all'}.csv`}
      columns={COMMISSION_COLUMNS}
      rows={rows}
      page={page}
      onPage={setPage}
      loading={loading}
      csvTotals={totals}
      totals={totals.map((t, i) => (i >= 1 && i <= 4 ? <Amount key={i} value={t} /> : t))}
    >
      <ReportFilters
        dates={filters}
        onDates={setFilters}
        onSubmit={load}
        submitLabel="filter.search"
      />
      <FilterProblem problem={problem} />
    </TabularReport>
  );
}
