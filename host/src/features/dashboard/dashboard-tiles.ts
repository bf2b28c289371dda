import type { DashboardIconName } from './dashboard-icons';

/**
 * The /dashboard main menu: one tile for every area of the navigation menu (docs/host-pages.md),
 * plus the quick-stake settings. Labels follow the header menu.
 */
export interface DashboardTile {
  to: string;
  label: string;
  hint: string;
  icon: DashboardIconName;
}

export const DASHBOARD_TILES: readonly DashboardTile[] = [
  { to: '/matches', label: 'MATCHES', hint: 'Live cricket, back and lay', icon: 'bat' },
  { to: '/profile', label: 'PROFILE', hint: 'Account, rates and limits', icon: 'user' },
  { to: '/statement', label: 'STATEMENT', hint: 'Every balance change', icon: 'document' },
  { to: '/Change_password', label: 'PASSWORD', hint: 'Change your password', icon: 'key' },
  { to: '/games', label: 'GAMES', hint: 'Live casino tables', icon: 'dice' },
  { to: '/freegames', label: 'FREE GAMES', hint: 'Play for fun', icon: 'gift' },
  { to: '/rules', label: 'RULES', hint: 'How markets settle', icon: 'book' },
  { to: '/Ledgers', label: 'LEDGERS', hint: 'Match and casino ledgers', icon: 'ledger' },
  { to: '/UserLiveBetHistory', label: 'LIVE BETS', hint: 'Casino bets report', icon: 'live' },
  { to: '/MyCommission', label: 'COMMISSION', hint: 'My commission report', icon: 'coins' },
  { to: '/UserProfitLoss', label: 'PROFIT LOSS', hint: 'Profit and loss report', icon: 'chart' },
  { to: '/UserBetHistory', label: 'BET HISTORY', hint: 'Client bet history', icon: 'receipt' },
  { to: '/Setting', label: 'SETTINGS', hint: 'Language and other settings', icon: 'sliders' },
  { to: '/settingall', label: 'QUICK STAKES', hint: 'Bet slip stake buttons', icon: 'hash' },
];
