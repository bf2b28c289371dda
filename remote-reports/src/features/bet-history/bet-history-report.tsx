import { useTexts } from '../../i18n/texts';
import type { ReportColumn } from 'shared-ui/report';
import { BET_COLUMNS, betSearchText, type BetRow } from '../report-common/bet-row';
import { searchRows } from '../report-common/create-report-store';
import { FilteredReport } from '../report-common/filtered-report';
import { StatusSelect } from '../report-common/report-filters';
import { CATEGORY_BUTTONS, type BetCategory } from './api/get-user-bet-history';
import { betHistoryReport } from './bet-history-store';

const c = BET_COLUMNS;
export const BET_HISTORY_COLUMNS: ReportColumn<BetRow>[] = [
  c.client,
  c.description,
  c.selection,
  c.type,
  c.odds,
  c.date,
  c.pl,
  c.liability,
  c.betType,
  c.status,
];

export function BetHistoryReport() {
  const state = betHistoryReport.useStore();
  const { filters, setFilters, setPage, load } = state;
  const { data: rows = [], loading } = betHistoryReport.useReportData();
  const t = useTexts();
  const shown = searchRows(rows, filters.searchData, betSearchText);
  const pickCategory = (action: BetCategory) => {
    setFilters({ action });
    load();
  };
  return (
    <FilteredReport
      state={state}
      times="player"
      title="title.betHistory"
      caption="caption.betHistory"
      csvName="bet-history"
      csvParts={[filters.action]}
      columns={BET_HISTORY_COLUMNS}
      rows={shown}
      loading={loading}
      submitLabel="filter.search"
      fields={
        <>
          <label className="report-field">
            <span>{t('filter.search')}</span>
            <input
              type="search"
              placeholder={t('filter.search')}
              value={filters.searchData}
              onChange={(e) => {
                setFilters({ searchData: e.target.value });
                setPage(0);
              }}
            />
          </label>
          <StatusSelect
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            settledLabel="status.settled"
          />
        </>
      }
    >
      <div className="report-buttons" role="group" aria-label={t('filter.category')}>
        {CATEGORY_BUTTONS.map((b) => (
          <button
            key={b.action}
            type="button"
            className="secondary"
            aria-pressed={filters.action === b.action}
            onClick={() => pickCategory(b.action)}
          >
            {t(b.label)}
          </button>
        ))}
      </div>
    </FilteredReport>
  );
}
