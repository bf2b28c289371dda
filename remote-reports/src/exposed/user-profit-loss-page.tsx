import { ProfitLossReport } from '../features/profit-loss/profit-loss-report';

export default function UserProfitLossPage() {
  return <ProfitLossReport />;
}
