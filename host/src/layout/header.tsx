import { Link, useLocation } from 'react-router-dom';
import { formatCoins, logout, selectBalance, selectName, useSessionStore } from 'shared-auth';
import { isCurrent, NAV_MENU } from './nav-menu';
import './header.css';

export function Header() {
  const name = useSessionStore(selectName);
  const balance = useSessionStore(selectBalance);
  const { pathname } = useLocation();
  return (
    <header className="app-header">
      <div className="app-header__bar">
        <Link to="/dashboard" className="app-header__brand">
          Cricket Exchange
        </Link>
        <span className="app-header__name" data-testid="header-name">
          {name}
        </span>
        <div className="app-header__money">
          <span className="app-header__balance" data-testid="header-balance">
            {balance ? `${formatCoins(balance.available)} Coins` : '— Coins'}
          </span>
          {balance && balance.exposure !== '0.00' && (
            <span className="app-header__exposure" data-testid="header-exposure">
              Exp {formatCoins(balance.exposure)}
            </span>
          )}
        </div>
        <button type="button" className="app-header__logout" onClick={() => void logout()}>
          Logout
        </button>
      </div>
      <nav className="app-header__menu" aria-label="Main menu">
        {NAV_MENU.map((entry, i) => (
          <Link
            key={`${entry.url}-${i}`}
            to={`/${entry.url}`}
            className={isCurrent(entry.url, pathname) ? 'active' : undefined}
            aria-current={isCurrent(entry.url, pathname) ? 'page' : undefined}
          >
            {entry.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
