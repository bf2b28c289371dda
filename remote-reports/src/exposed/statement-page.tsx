import { StatementReport } from '../features/statement/statement-report';

export default function StatementPage() {
  return <StatementReport />;
}
