import { useTexts } from '../../i18n/texts';
import { moneyColumn, type ReportColumn } from 'shared-ui/report';
import { BET_COLUMNS, betSearchText } from '../report-common/bet-row';
import { searchRows } from '../report-common/create-report-store';
import { FilterSelect, ReportFilters, StatusSelect } from '../report-common/report-filters';
import { FilterProblem } from '../report-common/report-page';
import { TabularReport } from '../report-common/tabular-report';
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
  const { filters, page, search, problem, setFilters, setPage, setSearch, load } =
    liveBetsReport.useStore();
  const { data: rows = [], loading } = liveBetsReport.useReportData();
  const t = useTexts();
  const shown = searchRows(rows, search, betSearchText);
  return (
    <TabularReport
      times="player"
      title="title.liveBets"
      caption="caption.liveBets"
      csvFilename={`live-game-bets_${filters.gameType}_${filters.from || 'all'}_${filters.to || 'all'}.csv`}
      columns={LIVE_BET_COLUMNS}
      rows={shown}
      page={page}
      onPage={setPage}
      loading={loading}
    >
      <ReportFilters
        dates={filters}
        onDates={setFilters}
        onSubmit={load}
        submitLabel="filter.search"
      >
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
      </ReportFilters>
      <FilterProblem problem={problem} />
      <input
        type="search"
        className="report-search"
        aria-label={t('filter.search')}
        placeholder={t('filter.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
    </TabularReport>
  );
}
