import { TitledPage } from '../../components/titled-page';
import { DashboardGrid } from '../../features/dashboard/dashboard-grid';

export default function DashboardPage() {
  return (
    <TitledPage id="dashboard" title="dashboard.title">
      <DashboardGrid />
    </TitledPage>
  );
}
