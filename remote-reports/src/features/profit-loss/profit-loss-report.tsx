import { dateColumn, moneyColumn, type ReportColumn } from 'shared-ui/report';
import { FilteredReport } from '../report-common/filtered-report';
import { marketTypeText, subjectColumn } from '../report-common/report-subject';
import { FilterSelect } from '../report-common/report-filters';
import { MARKET_OPTIONS, type ProfitLossRow } from './api/get-user-profit-loss';
import { dailyPl } from './daily-pl';
import { ProfitLossChart } from './profit-loss-chart';
import { profitLossReport } from './profit-loss-store';
import './profit-loss.css';

export const PROFIT_LOSS_COLUMNS: ReportColumn<ProfitLossRow>[] = [
  { header: 'S.No.', text: (_r, i) => String(i + 1) },
  subjectColumn<ProfitLossRow>('EventName'),
  // a sports market's type in the player's words; a casino table by its code, as the select names it
  {
    header: 'Market',
    text: (r) => marketTypeText(r.about, r.market),
    cell: (r) =>
      r.about?.kind === 'sports' ? (
        marketTypeText(r.about, r.market)
      ) : (
        <bdi translate="no">{r.market}</bdi>
      ),
  },
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
