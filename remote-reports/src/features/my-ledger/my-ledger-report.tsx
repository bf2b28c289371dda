import { dateColumn, moneyColumn, type ReportColumn } from 'shared-ui/report';
import { TabularReport } from '../report-common/tabular-report';

export interface MyLedgerRow {
  date: string;
  collectionName: string;
  debit: string;
  credit: string;
  balance: string;
  paymentType: string;
  remark: string;
}

/** One hard-coded sample row (a mobile charge), no live data (docs/reports.md, Pages). */
export const MY_LEDGER_SAMPLE: readonly MyLedgerRow[] = [
  {
    date: '01/01/2025',
    collectionName: 'Mobile App Charges',
    debit: '100.00',
    credit: '0.00',
    balance: '-100.00',
    paymentType: 'Mobile charge',
    remark: 'Mobile app charge',
  },
];

const money = moneyColumn<MyLedgerRow>;

export const MY_LEDGER_COLUMNS: ReportColumn<MyLedgerRow>[] = [
  dateColumn<MyLedgerRow>('Date', (r) => r.date),
  { header: 'Collaction Name', text: (r) => r.collectionName },
  money('Dabit', (r) => r.debit),
  money('Credit', (r) => r.credit),
  money('Balance', (r) => r.balance),
  { header: 'Payment Type', text: (r) => r.paymentType },
  { header: 'Remark', text: (r) => r.remark },
];

export function MyLedgerReport() {
  return <TabularReport name="my-ledger" columns={MY_LEDGER_COLUMNS} rows={MY_LEDGER_SAMPLE} />;
}
