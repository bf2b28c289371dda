import { NotBuiltPanel } from 'shared-ui';

export default function UserLiveBetHistoryPage() {
  return <NotBuiltPanel title="Client live game bets" />;
}
