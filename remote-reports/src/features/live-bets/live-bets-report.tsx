import { useTexts } from '../../i18n/texts';
import { moneyColumn, type ReportColumn } from 'shared-ui/report';
import { BET_COLUMNS, betSearchText } from '../report-common/bet-row';
import { searchRows } from '../report-common/create-report-store';
import { FilteredReport } from '../report-common/filtered-report';
import { FilterSelect, StatusSelect } from '../report-common/report-filters';
import { GAME_OPTIONS, type LiveBetRow } from './api/get-live-bet-history';
import { liveBetsReport } from './live-bets-store';

const c = BET_COLUMNS;
export const LIVE_BET_COLUMNS: ReportColumn<LiveBetRow>[] = [
  { header: 'S.No.', text: (_r, i) => String(i + 1) },
  c.client,
  c.description,
  c.selection,
  c.type,
  c.odds,
  moneyColumn('Stack', (r) => r.stack),
  c.date,
  c.pl,
  c.liability,
  c.betType,
  c.status,
];

export function LiveBetsReport() {
  const state = liveBetsReport.useStore();
  const { filters, search, setFilters, setSearch } = state;
  const { data: rows = [], loading } = liveBetsReport.useReportData();
  const t = useTexts();
  const shown = searchRows(rows, search, betSearchText);
  return (
    <FilteredReport
      state={state}
      times="player"
      title="title.liveBets"
      caption="caption.liveBets"
      csvName="live-game-bets"
      csvParts={[filters.gameType]}
      columns={LIVE_BET_COLUMNS}
      rows={shown}
      loading={loading}
      submitLabel="filter.search"
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
