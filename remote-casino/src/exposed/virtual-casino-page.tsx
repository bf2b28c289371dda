import { NotBuiltPanel } from 'shared-ui';

export default function VirtualCasinoPage() {
  return <NotBuiltPanel title="Virtual casino" />;
}
