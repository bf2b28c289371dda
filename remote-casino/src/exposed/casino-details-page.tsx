import { NotBuiltPanel } from 'shared-ui';

export default function CasinoDetailsPage() {
  return <NotBuiltPanel title="Casino ledger" />;
}
