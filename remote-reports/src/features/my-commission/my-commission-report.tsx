import { useTexts } from '../../i18n/texts';
import { Amount } from 'shared-ui/report';
import { FilteredReport } from '../report-common/filtered-report';
import { commissionTotals, COMMISSION_COLUMNS } from './commission-columns';
import { commissionReport } from './commission-store';

export function MyCommissionReport() {
  const t = useTexts();
  return (
    <FilteredReport
      report={commissionReport}
      times="player"
      columns={COMMISSION_COLUMNS}
      totals={(rows) => {
        const csv = commissionTotals(rows, t('totals'));
        return {
          csv,
          cells: csv.map((c, i) => (i >= 1 && i <= 4 ? <Amount key={i} value={c} /> : c)),
        };
      }}
    />
  );
}
