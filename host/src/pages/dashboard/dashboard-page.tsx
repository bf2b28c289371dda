import { useTexts } from '../../i18n/texts';
import { DashboardGrid } from '../../features/dashboard/dashboard-grid';

export default function DashboardPage() {
  const t = useTexts();
  return (
    <section className="ui-panel" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{t('dashboard.title')}</h2>
      <DashboardGrid />
    </section>
  );
}
