import type { TextFn } from 'shared-auth';
import { useMemo } from 'react';
import { useTexts, type ReportsKey } from '../../i18n/texts';
import { Amount, dateColumn, moneyColumn, type ReportColumn } from 'shared-ui/report';
import { FilteredReport } from '../report-common/filtered-report';
import type { StatementRow } from './api/get-statement';
import { statementReport } from './statement-store';

const money = moneyColumn<StatementRow>;

/** A row's description in the player's language: its kind, and what it is about (a name). */
export function statementDescription(t: TextFn<ReportsKey>, r: StatementRow): string {
  if (r.kind === 'settlement') return r.subject;
  if (r.kind === 'commission') return t('statement.kind.commission', { subject: r.subject });
  if (r.kind === 'deposit' || r.kind === 'adjust') return t(`statement.kind.${r.kind}`);
  return r.description; // a kind this client does not know yet
}

function statementColumns(t: TextFn<ReportsKey>): ReportColumn<StatementRow>[] {
  return [
    dateColumn<StatementRow>('Date', (r) => r.date),
    { header: 'Description', text: (r) => statementDescription(t, r) },
    money('Credit', (r) => r.credit),
    money('Debit', (r) => r.debit),
    money('Balance', (r) => r.balance),
  ];
}

/** Account statement (designed): every credit and debit with the running balance. */
export function StatementReport() {
  const t = useTexts();
  const columns = useMemo(() => statementColumns(t), [t]);
  return (
    <FilteredReport
      report={statementReport}
      columns={columns}
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
