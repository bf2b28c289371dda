import { BetHistoryReport } from '../features/bet-history/bet-history-report';

export default function UserBetHistoryPage() {
  return <BetHistoryReport />;
}
