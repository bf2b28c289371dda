import { Amount, CsvButton, ReportTable } from 'shared-ui/report';
import { ReportFilters } from '../report-common/report-filters';
import { FilterProblem, ReportPage } from '../report-common/report-page';
import { commissionTotals, COMMISSION_COLUMNS } from './commission-columns';
import { commissionReport } from './commission-store';

export function MyCommissionReport() {
  const { filters, page, problem, setFilters, setPage, load } = commissionReport.useStore();
  const { data: rows = [], loading } = commissionReport.useReportData();
  const totals = commissionTotals(rows);
  return (
    <ReportPage
      title="My Commission"
      actions={
        <CsvButton
          filename={`my-commission_${filters.from || 'all'}_${filters.to || 'all'}.csv`}
          columns={COMMISSION_COLUMNS}
          rows={rows}
          totals={totals}
        />
      }
    >
      <ReportFilters dates={filters} onDates={setFilters} onSubmit={load} submitLabel="Search" />
      <FilterProblem problem={problem} />
      <ReportTable
        caption="Commission by day"
        columns={COMMISSION_COLUMNS}
        rows={rows}
        page={page}
        onPage={setPage}
        loading={loading}
        totals={totals.map((t, i) => (i >= 1 && i <= 4 ? <Amount key={i} value={t} /> : t))}
      />
    </ReportPage>
  );
}
