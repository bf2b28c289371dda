import { useTexts } from '../../i18n/texts';
import { betColumns, betSearchText } from '../report-common/bet-row';
import { searchRows } from '../report-common/create-report-store';
import { FilteredReport } from '../report-common/filtered-report';
import { StatusSelect } from '../report-common/report-filters';
import { CATEGORY_BUTTONS, type BetCategory } from './api/get-user-bet-history';
import { betHistoryReport } from './bet-history-store';

export const BET_HISTORY_COLUMNS = betColumns();

export function BetHistoryReport() {
  const { filters, setFilters, setPage, load } = betHistoryReport.useStore();
  const t = useTexts();
  const pickCategory = (action: BetCategory) => {
    setFilters({ action });
    load();
  };
  return (
    <FilteredReport
      report={betHistoryReport}
      columns={BET_HISTORY_COLUMNS}
      rows={(rows) => searchRows(rows, filters.searchData, betSearchText)}
      csvParts={[filters.action]}
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
