import { LiveBetsReport } from '../features/live-bets/live-bets-report';

export default function UserLiveBetHistoryPage() {
  return <LiveBetsReport />;
}
