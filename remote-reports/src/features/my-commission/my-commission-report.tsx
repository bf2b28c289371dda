import { useEffect } from 'react';
import { Amount, CsvButton, ReportTable } from 'shared-ui/report';
import { ReportFilters } from '../report-common/report-filters';
import { FilterProblem, ReportPage } from '../report-common/report-page';
import { commissionTotals, COMMISSION_COLUMNS } from './commission-columns';
import { useCommissionStore } from './commission-store';

export function MyCommissionReport() {
  const { filters, rows, status, page, problem, setFilters, setPage, load } = useCommissionStore();
  useEffect(() => {
    void useCommissionStore.getState().load();
  }, []);
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
        loading={status === 'loading'}
        totals={totals.map((t, i) => (i >= 1 && i <= 4 ? <Amount key={i} value={t} /> : t))}
      />
    </ReportPage>
  );
}
