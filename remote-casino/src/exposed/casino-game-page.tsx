import { NotBuiltPanel } from 'shared-ui';

export default function CasinoGamePage() {
  return <NotBuiltPanel title="Casino table" />;
}
