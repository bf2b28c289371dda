import { DashboardGrid } from '../../features/dashboard/dashboard-grid';

export default function DashboardPage() {
  return (
    <section className="ui-panel" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">Dashboard</h2>
      <DashboardGrid />
    </section>
  );
}
