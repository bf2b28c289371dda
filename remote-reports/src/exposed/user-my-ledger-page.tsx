import { MyLedgerReport } from '../features/my-ledger/my-ledger-report';

export default function UserMyLedgerPage() {
  return <MyLedgerReport />;
}
