import { NotBuiltPanel } from 'shared-ui';

export default function LedgersPage() {
  return <NotBuiltPanel title="Ledgers" />;
}
