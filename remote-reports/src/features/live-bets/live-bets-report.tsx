import { useEffect, type FormEvent } from 'react';
import { Amount, CsvButton, DateRange, ReportTable, type ReportColumn } from 'shared-ui/report';
import { BET_COLUMNS, betSearchText, type BetStatus } from '../report-common/bet-row';
import { searchRows } from '../report-common/create-report-store';
import { FilterProblem, ReportPage } from '../report-common/report-page';
import { GAME_OPTIONS, type LiveBetRow } from './api/get-live-bet-history';
import { useLiveBetsStore } from './live-bets-store';

const c = BET_COLUMNS;
export const LIVE_BET_COLUMNS: ReportColumn<LiveBetRow>[] = [
  { header: 'S.No.', text: (_r, i) => String(i + 1) },
  c.client,
  c.description,
  c.selection,
  c.type,
  c.odds,
  { header: 'Stack', text: (r) => r.stack, cell: (r) => <Amount value={r.stack} />, numeric: true },
  c.date,
  c.pl,
  c.liability,
  c.betType,
  c.status,
];

export function LiveBetsReport() {
  const { filters, rows, status, page, search, problem, setFilters, setPage, setSearch, load } =
    useLiveBetsStore();
  useEffect(() => {
    void useLiveBetsStore.getState().load();
  }, []);
  const shown = searchRows(rows, search, betSearchText);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void load();
  };
  return (
    <ReportPage
      title="Client Live Game Bets"
      actions={
        <CsvButton
          filename={`live-game-bets_${filters.gameType}_${filters.from || 'all'}_${filters.to || 'all'}.csv`}
          columns={LIVE_BET_COLUMNS}
          rows={shown}
        />
      }
    >
      <form className="report-filters" onSubmit={submit}>
        <DateRange from={filters.from} to={filters.to} onChange={setFilters} />
        <label className="report-field">
          <span>Game</span>
          <select
            aria-label="Game"
            value={filters.gameType}
            onChange={(e) => setFilters({ gameType: e.target.value })}
          >
            {GAME_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="report-field">
          <span>Status</span>
          <select
            aria-label="Status"
            value={filters.status}
            onChange={(e) => setFilters({ status: e.target.value as BetStatus })}
          >
            <option value="0">Open</option>
            <option value="1">settle</option>
          </select>
        </label>
        <button type="submit">Search</button>
      </form>
      <FilterProblem problem={problem} />
      <input
        type="search"
        className="report-search"
        aria-label="Search"
        placeholder="Search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ReportTable
        caption="Live game bets"
        columns={LIVE_BET_COLUMNS}
        rows={shown}
        page={page}
        onPage={setPage}
        loading={status === 'loading'}
      />
    </ReportPage>
  );
}
