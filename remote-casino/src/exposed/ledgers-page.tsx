import { LedgersList } from '../features/ledgers/ledgers-list';

export default function LedgersPage() {
  return <LedgersList />;
}
