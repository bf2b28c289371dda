import { dateColumn, moneyColumn, type ReportColumn } from 'shared-ui/report';
import { useTexts } from '../../i18n/texts';
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
function myLedgerSample(t: ReturnType<typeof useTexts>): readonly MyLedgerRow[] {
  return [
    {
      date: '01/01/2025',
      collectionName: t('myLedger.collection'),
      debit: '100.00',
      credit: '0.00',
      balance: '-100.00',
      paymentType: t('myLedger.paymentType'),
      remark: t('myLedger.remark'),
    },
  ];
}

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
  const t = useTexts();
  return <TabularReport name="my-ledger" columns={MY_LEDGER_COLUMNS} rows={myLedgerSample(t)} />;
}
