import { moneyColumn, type ReportColumn } from 'shared-ui/report';
import { FilterSelect, ReportFilters } from '../report-common/report-filters';
import { FilterProblem } from '../report-common/report-page';
import { TabularReport } from '../report-common/tabular-report';
import { MARKET_OPTIONS, type ProfitLossRow } from './api/get-user-profit-loss';
import { dailyPl } from './daily-pl';
import { ProfitLossChart } from './profit-loss-chart';
import { profitLossReport } from './profit-loss-store';
import './profit-loss.css';

export const PROFIT_LOSS_COLUMNS: ReportColumn<ProfitLossRow>[] = [
  { header: 'S.No.', text: (_r, i) => String(i + 1) },
  { header: 'EventName', text: (r) => r.description },
  { header: 'Market', text: (r) => r.market },
  moneyColumn('P_L', (r) => r.profitLoss),
  moneyColumn('Commision', (r) => r.commission),
  { header: 'CreateOn', text: (r) => r.date },
];

export function ProfitLossReport() {
  const { filters, page, problem, setFilters, setPage, load } = profitLossReport.useStore();
  const { data: rows = [], loading, done } = profitLossReport.useReportData();
  return (
    <TabularReport
      times="player"
      title="title.profitLoss"
      caption="caption.profitLoss"
      csvFilename={`profit-loss_${filters.market}_${filters.from || 'all'}_${filters.to || 'all'}.csv`}
      columns={PROFIT_LOSS_COLUMNS}
      rows={rows}
      page={page}
      onPage={setPage}
      loading={loading}
    >
      <ReportFilters
        dates={filters}
        onDates={setFilters}
        onSubmit={load}
        submitLabel="filter.filter"
      >
        <FilterSelect
          label="filter.market"
          value={filters.market}
          options={MARKET_OPTIONS}
          onChange={(market) => setFilters({ market })}
          wide
        />
      </ReportFilters>
      <FilterProblem problem={problem} />
      {done && <ProfitLossChart days={dailyPl(rows)} />}
    </TabularReport>
  );
}
