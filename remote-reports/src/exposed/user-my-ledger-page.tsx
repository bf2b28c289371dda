import { NotBuiltPanel } from 'shared-ui';

export default function UserMyLedgerPage() {
  return <NotBuiltPanel title="My ledger" />;
}
