import { NotBuiltPanel } from 'shared-ui';

export default function CasinoTablesWidget() {
  return <NotBuiltPanel title="Casino tables" />;
}
