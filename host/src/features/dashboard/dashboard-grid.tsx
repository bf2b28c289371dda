import { useTexts } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import { DashboardIcon } from './dashboard-icons';
import { DASHBOARD_TILES } from './dashboard-tiles';
import './dashboard.css';

export function DashboardGrid() {
  const t = useTexts();
  return (
    <nav aria-label={t('dashboard.title')}>
      <ul className="dashboard-grid">
        {DASHBOARD_TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="dashboard-tile">
              <DashboardIcon name={tile.icon} />
              <span className="dashboard-tile__label">{t(tile.label)}</span>
              <span className="dashboard-tile__hint">{t(tile.hint)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
