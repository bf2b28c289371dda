import { NotBuiltPanel } from 'shared-ui';

export default function CompletedBetsPage() {
  return <NotBuiltPanel title="Completed bets" />;
}
