import { Link, useLocation } from 'react-router-dom';
import { formatCoins, logout, selectBalance, selectName, useSessionStore } from 'shared-auth';
import { selectLimitClose, useSaferStatus } from '../lib/safer-status';
import { useWaitingOrders } from '../lib/waiting-orders';
import { waitingBetsPath } from '../lib/last-match';
import { useTexts as useSaferTexts } from '../i18n/safer/safer-texts';
import { useTexts } from '../i18n/texts';
import { isCurrent, NAV_MENU } from './nav-menu';
import './header.css';

export function Header() {
  const t = useTexts();
  const safer = useSaferTexts();
  const name = useSessionStore(selectName);
  const balance = useSessionStore(selectBalance);
  const limitClose = useSaferStatus(selectLimitClose);
  const waiting = useWaitingOrders();
  const { pathname } = useLocation();
  const waitingPath = waitingBetsPath(pathname);
  return (
    <header className="app-header">
      <div className="app-header__bar">
        <Link to="/dashboard" className="app-header__brand">
          {t('brand')}
        </Link>
        <span className="app-header__name" data-testid="header-name" translate="no">
          {name}
        </span>
        <div className="app-header__money">
          <span className="app-header__balance" data-testid="header-balance">
            {balance
              ? t('header.coins', { amount: formatCoins(balance.available) })
              : t('header.noBalance')}
          </span>
          {/* Always there: the exposure and the waiting count arriving move nothing. */}
          <span className="app-header__exposure">
            {balance && balance.exposure !== '0.00' && (
              <span data-testid="header-exposure">
                {t('header.exposure', { amount: formatCoins(balance.exposure) })}
              </span>
            )}
            {/* A waiting order always reserves exposure: the count is under it. */}
            {balance && waiting > 0 && (
              <Link to={waitingPath} className="app-header__waiting" data-testid="header-waiting">
                {t('header.waitingCount', { count: waiting })}
              </Link>
            )}
          </span>
        </div>
        {/* Its cell is always there, so the marker appearing moves nothing. */}
        <span className="app-header__mark">
          {limitClose && (
            <Link
              to="/safer-gambling"
              data-testid="header-limit-close"
              aria-label={safer('header.limitClose')}
              title={safer('header.limitClose')}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M12 3l10 18H2z" fill="var(--c-accent)" />
                <path d="M12 10v5M12 17.5v.5" stroke="#000" strokeWidth="2" />
              </svg>
            </Link>
          )}
        </span>
        <button type="button" className="app-header__logout" onClick={() => void logout()}>
          {t('header.logout')}
        </button>
      </div>
      <nav className="app-header__menu" aria-label={t('header.menu')}>
        {NAV_MENU.map((entry, i) => (
          <Link
            key={`${entry.url}-${i}`}
            to={`/${entry.url}`}
            className={isCurrent(entry.url, pathname) ? 'active' : undefined}
            aria-current={isCurrent(entry.url, pathname) ? 'page' : undefined}
          >
            {t(entry.label)}
          </Link>
        ))}
      </nav>
    </header>
  );
}
