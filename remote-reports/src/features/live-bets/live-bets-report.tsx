import { useTexts } from '../../i18n/texts';
import { moneyColumn, type ReportColumn } from 'shared-ui/report';
import { betColumns, betSearchText } from '../report-common/bet-row';
import { searchRows } from '../report-common/create-report-store';
import { FilteredReport } from '../report-common/filtered-report';
import { FilterSelect, StatusSelect } from '../report-common/report-filters';
import { GAME_OPTIONS, type LiveBetRow } from './api/get-live-bet-history';
import { liveBetsReport } from './live-bets-store';

export const LIVE_BET_COLUMNS: ReportColumn<LiveBetRow>[] = [
  { header: 'S.No.', text: (_r, i) => String(i + 1) },
  ...betColumns(moneyColumn<LiveBetRow>('Stack', (r) => r.stack)),
];

export function LiveBetsReport() {
  const { filters, search, setFilters, setSearch } = liveBetsReport.useStore();
  const t = useTexts();
  return (
    <FilteredReport
      report={liveBetsReport}
      columns={LIVE_BET_COLUMNS}
      rows={(rows) => searchRows(rows, search, betSearchText)}
      csvParts={[filters.gameType]}
      fields={
        <>
          <FilterSelect
            label="filter.game"
            value={filters.gameType}
            options={GAME_OPTIONS}
            onChange={(gameType) => setFilters({ gameType })}
          />
          <StatusSelect
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            settledLabel="status.settle"
          />
        </>
      }
    >
      <input
        type="search"
        className="report-search"
        aria-label={t('filter.search')}
        placeholder={t('filter.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
    </FilteredReport>
  );
}
