import { useTexts } from '../../i18n/texts';
import { Amount } from 'shared-ui/report';
import { FilteredReport } from '../report-common/filtered-report';
import { commissionTotals, COMMISSION_COLUMNS } from './commission-columns';
import { commissionReport } from './commission-store';

export function MyCommissionReport() {
  const state = commissionReport.useStore();
  const { data: rows = [], loading } = commissionReport.useReportData();
  const t = useTexts();
  const totals = commissionTotals(rows, t('totals'));
  return (
    <FilteredReport
      state={state}
      times="utc"
      title="title.commission"
      caption="caption.commission"
      csvName="my-commission"
      columns={COMMISSION_COLUMNS}
      rows={rows}
      loading={loading}
      csvTotals={totals}
      totals={totals.map((t, i) => (i >= 1 && i <= 4 ? <Amount key={i} value={t} /> : t))}
      submitLabel="filter.search"
    />
  );
}
