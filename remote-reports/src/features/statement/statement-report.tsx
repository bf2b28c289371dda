import type { TextFn } from 'shared-auth';
import { useMemo } from 'react';
import { useTexts, type ReportsKey } from '../../i18n/texts';
import { Amount, dateColumn, moneyColumn, type ReportColumn } from 'shared-ui/report';
import { FilteredReport } from '../report-common/filtered-report';
import { around, NamedText, partsText, type NamedPart } from 'shared-ui/named-text';
import { subjectParts } from '../report-common/report-subject';
import type { StatementRow } from './api/get-statement';
import { statementReport } from './statement-store';

const money = moneyColumn<StatementRow>;

/** A row's description in the player's language: its kind, and what it is about (names kept). */
function statementParts(t: TextFn<ReportsKey>, r: StatementRow): NamedPart[] {
  const about = r.about ? subjectParts(t, r.about) : [{ text: r.subject, name: true as const }];
  if (r.kind === 'settlement') return about;
  if (r.kind === 'commission')
    return around((subject) => t('statement.kind.commission', { subject }), about);
  if (r.kind === 'deposit' || r.kind === 'adjust') return [{ text: t(`statement.kind.${r.kind}`) }];
  return [{ text: r.description }]; // a kind this client does not know yet
}

export const statementDescription = (t: TextFn<ReportsKey>, r: StatementRow): string =>
  partsText(statementParts(t, r));

function statementColumns(t: TextFn<ReportsKey>): ReportColumn<StatementRow>[] {
  return [
    dateColumn<StatementRow>('Date', (r) => r.date),
    {
      header: 'Description',
      text: (r) => statementDescription(t, r),
      cell: (r) => <NamedText parts={statementParts(t, r)} />,
    },
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
