import type { HostKey } from '../../i18n/texts';
import type { DashboardIconName } from './dashboard-icons';

/**
 * The /dashboard main menu: one tile for every area of the navigation menu (docs/host-pages.md),
 * plus the quick-stake settings. Labels follow the header menu.
 */
export interface DashboardTile {
  to: string;
  label: HostKey;
  hint: HostKey;
  icon: DashboardIconName;
}

export const DASHBOARD_TILES: readonly DashboardTile[] = [
  { to: '/matches', label: 'nav.matches', hint: 'tile.matches', icon: 'bat' },
  { to: '/profile', label: 'nav.profile', hint: 'tile.profile', icon: 'user' },
  { to: '/statement', label: 'nav.statement', hint: 'tile.statement', icon: 'document' },
  { to: '/Change_password', label: 'nav.password', hint: 'tile.password', icon: 'key' },
  { to: '/games', label: 'nav.games', hint: 'tile.games', icon: 'dice' },
  { to: '/freegames', label: 'nav.freeGames', hint: 'tile.freeGames', icon: 'gift' },
  { to: '/rules', label: 'nav.rules', hint: 'tile.rules', icon: 'book' },
  { to: '/Ledgers', label: 'nav.ledgers', hint: 'tile.ledgers', icon: 'ledger' },
  { to: '/UserLiveBetHistory', label: 'nav.liveBets', hint: 'tile.liveBets', icon: 'live' },
  { to: '/MyCommission', label: 'nav.commission', hint: 'tile.commission', icon: 'coins' },
  { to: '/UserProfitLoss', label: 'nav.profitLoss', hint: 'tile.profitLoss', icon: 'chart' },
  { to: '/UserBetHistory', label: 'nav.betHistory', hint: 'tile.betHistory', icon: 'receipt' },
  { to: '/Setting', label: 'nav.settings', hint: 'tile.settings', icon: 'sliders' },
  { to: '/settingall', label: 'nav.quickStakes', hint: 'tile.quickStakes', icon: 'hash' },
  { to: '/safer-gambling', label: 'nav.safer', hint: 'tile.safer', icon: 'shield' },
];
