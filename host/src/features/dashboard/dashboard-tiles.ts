/**
 * The /dashboard main menu: one tile for every area of the navigation menu (docs/host-pages.md),
 * plus the quick-stake settings. Labels follow the header menu.
 */
export interface DashboardTile {
  to: string;
  label: string;
  hint: string;
  icon: string;
}

export const DASHBOARD_TILES: readonly DashboardTile[] = [
  { to: '/matches', label: 'MATCHES', hint: 'Live cricket, back and lay', icon: '🏏' },
  { to: '/profile', label: 'PROFILE', hint: 'Account, rates and limits', icon: '👤' },
  { to: '/statement', label: 'STATEMENT', hint: 'Every balance change', icon: '📄' },
  { to: '/Change_password', label: 'PASSWORD', hint: 'Change your password', icon: '🔑' },
  { to: '/games', label: 'GAMES', hint: 'Live casino tables', icon: '🎲' },
  { to: '/freegames', label: 'FREE GAMES', hint: 'Play for fun', icon: '🎁' },
  { to: '/rules', label: 'RULES', hint: 'How markets settle', icon: '📘' },
  { to: '/Ledgers', label: 'LEDGERS', hint: 'Match and casino ledgers', icon: '📒' },
  { to: '/UserLiveBetHistory', label: 'LIVE BETS', hint: 'Casino bets report', icon: '📡' },
  { to: '/MyCommission', label: 'COMMISSION', hint: 'My commission report', icon: '💰' },
  { to: '/UserProfitLoss', label: 'PROFIT LOSS', hint: 'Profit and loss report', icon: '📈' },
  { to: '/UserBetHistory', label: 'BET HISTORY', hint: 'Client bet history', icon: '🧾' },
  { to: '/Setting', label: 'SETTINGS', hint: 'Language and other settings', icon: '⚙️' },
  { to: '/settingall', label: 'QUICK STAKES', hint: 'Bet slip stake buttons', icon: '🔢' },
];
