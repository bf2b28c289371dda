import { Link } from 'react-router-dom';
import { DASHBOARD_TILES } from './dashboard-tiles';
import './dashboard.css';

export function DashboardGrid() {
  return (
    <nav aria-label="Dashboard">
      <ul className="dashboard-grid">
        {DASHBOARD_TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="dashboard-tile">
              <span className="dashboard-tile__icon" aria-hidden="true">
                {tile.icon}
              </span>
              <span className="dashboard-tile__label">{tile.label}</span>
              <span className="dashboard-tile__hint">{tile.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
