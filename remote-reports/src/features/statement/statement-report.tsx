import { useTexts } from '../../i18n/texts';
import { Amount, dateColumn, moneyColumn, type ReportColumn } from 'shared-ui/report';
import { FilteredReport } from '../report-common/filtered-report';
import type { StatementRow } from './api/get-statement';
import { statementReport } from './statement-store';

const money = moneyColumn<StatementRow>;

export const STATEMENT_COLUMNS: ReportColumn<StatementRow>[] = [
  dateColumn<StatementRow>('Date', (r) => r.date),
  { header: 'Description', text: (r) => r.description },
  money('Credit', (r) => r.credit),
  money('Debit', (r) => r.debit),
  money('Balance', (r) => r.balance),
];

/** Account statement (designed): every credit and debit with the running balance. */
export function StatementReport() {
  const t = useTexts();
  return (
    <FilteredReport
      report={statementReport}
      columns={STATEMENT_COLUMNS}
      rows={(data) => data.rows}
      summary={(data) => (
        <p className="report-summary">
          <span>
            {t('statement.opening')} <Amount value={data.openingBalance} /> {t('coins')}
          </span>
          <span>
            {t('statement.closing')} <Amount value={data.closingBalance} /> {t('coins')}
          </span>
        </p>
      )}
    />
  );
}
