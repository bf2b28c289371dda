import { dateColumn, moneyColumn, type ReportColumn } from 'shared-ui/report';
import { FilteredReport } from '../report-common/filtered-report';
import { FilterSelect } from '../report-common/report-filters';
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
  dateColumn<ProfitLossRow>('CreateOn', (r) => r.date),
];

export function ProfitLossReport() {
  const { filters, setFilters } = profitLossReport.useStore();
  return (
    <FilteredReport
      report={profitLossReport}
      columns={PROFIT_LOSS_COLUMNS}
      csvParts={[filters.market]}
      submitLabel="filter.filter"
      fields={
        <FilterSelect
          label="filter.market"
          value={filters.market}
          options={MARKET_OPTIONS}
          onChange={(market) => setFilters({ market })}
          wide
        />
      }
      summary={(rows) => <ProfitLossChart days={dailyPl(rows)} />}
    />
  );
}
