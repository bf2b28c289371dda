import { NotBuiltPanel } from 'shared-ui';

export default function DashboardPage() {
  return <NotBuiltPanel title="Dashboard" />;
}
