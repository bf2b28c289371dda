import { dateColumn, moneyColumn, sumCoins, type ReportColumn } from 'shared-ui/report';
import type { CommissionRow } from './api/get-my-commission';

type CommKey = 'mComm' | 'sComm' | 'cComm' | 'tComm';
const money = (header: string, key: CommKey) => moneyColumn<CommissionRow>(header, (r) => r[key]);

export const COMMISSION_COLUMNS: ReportColumn<CommissionRow>[] = [
  dateColumn<CommissionRow>('Date', (r) => r.date),
  money('M.Comm', 'mComm'),
  money('S.Comm', 'sComm'),
  money('C.Comm', 'cComm'),
  money('T.Comm', 'tComm'),
  { header: 'Name', text: (r) => r.name },
];

/** The Totals row (`label` first): each commission column summed exactly. */
export function commissionTotals(rows: readonly CommissionRow[], label: string): string[] {
  const keys: CommKey[] = ['mComm', 'sComm', 'cComm', 'tComm'];
  return [label, ...keys.map((k) => sumCoins(rows.map((r) => r[k]))), ''];
}
