import { NotBuiltPanel } from 'shared-ui';

export default function LedMatDetailsPage() {
  return <NotBuiltPanel title="Ledger match details" />;
}
