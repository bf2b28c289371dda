import { useEffect, type FormEvent } from 'react';
import { Amount, CsvButton, DateRange, ReportTable, type ReportColumn } from 'shared-ui/report';
import { FilterProblem, ReportPage } from '../report-common/report-page';
import { MARKET_OPTIONS, type ProfitLossRow } from './api/get-user-profit-loss';
import { dailyPl } from './daily-pl';
import { ProfitLossChart } from './profit-loss-chart';
import { useProfitLossStore } from './profit-loss-store';
import './profit-loss.css';

export const PROFIT_LOSS_COLUMNS: ReportColumn<ProfitLossRow>[] = [
  { header: 'S.No.', text: (_r, i) => String(i + 1) },
  { header: 'EventName', text: (r) => r.description },
  { header: 'Market', text: (r) => r.market },
  {
    header: 'P_L',
    text: (r) => r.profitLoss,
    cell: (r) => <Amount value={r.profitLoss} />,
    numeric: true,
  },
  {
    header: 'Commision',
    text: (r) => r.commission,
    cell: (r) => <Amount value={r.commission} />,
    numeric: true,
  },
  { header: 'CreateOn', text: (r) => r.date },
];

export function ProfitLossReport() {
  const { filters, rows, status, page, problem, setFilters, setPage, load } = useProfitLossStore();
  useEffect(() => {
    void useProfitLossStore.getState().load();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void load();
  };
  return (
    <ReportPage
      title="Profit Loss"
      actions={
        <CsvButton
          filename={`profit-loss_${filters.market}_${filters.from || 'all'}_${filters.to || 'all'}.csv`}
          columns={PROFIT_LOSS_COLUMNS}
          rows={rows}
        />
      }
    >
      <form className="report-filters" onSubmit={submit}>
        <DateRange from={filters.from} to={filters.to} onChange={setFilters} />
        <label className="report-field report-field--wide">
          <span>Market</span>
          <select
            aria-label="Market"
            value={filters.market}
            onChange={(e) => setFilters({ market: e.target.value })}
          >
            {MARKET_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Filter</button>
      </form>
      <FilterProblem problem={problem} />
      {status === 'done' && <ProfitLossChart days={dailyPl(rows)} />}
      <ReportTable
        caption="Profit and loss by market"
        columns={PROFIT_LOSS_COLUMNS}
        rows={rows}
        page={page}
        onPage={setPage}
        loading={status === 'loading'}
      />
    </ReportPage>
  );
}
