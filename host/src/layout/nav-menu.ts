/**
 * The navigation menu (url name -> label) in the order of docs/host-pages.md. The labels of the
 * four user reports and settings are our own, marked "designed".
 */
export interface NavEntry {
  url: string;
  label: string;
}

export const NAV_MENU: NavEntry[] = [
  { url: 'matches', label: 'MATCHES' },
  { url: 'profile', label: 'PROFILE' },
  { url: 'statement', label: 'STATEMENT' },
  { url: 'Change_password', label: 'PASSWORD' },
  { url: 'freegames', label: 'GAMES' },
  { url: 'rules', label: 'RULES' },
  { url: 'Ledgers', label: 'LEDGERS' },
  { url: 'games', label: 'GAMES' },
  { url: '', label: 'RULES' },
  { url: 'dashboard', label: 'DASHBOARD' },
  // designed labels (not shown in the spec)
  { url: 'UserLiveBetHistory', label: 'LIVE BETS' },
  { url: 'MyCommission', label: 'COMMISSION' },
  { url: 'UserProfitLoss', label: 'PROFIT LOSS' },
  { url: 'UserBetHistory', label: 'BET HISTORY' },
  { url: 'setting', label: 'SETTINGS' },
];

export function isCurrent(url: string, pathname: string): boolean {
  return `/${url}`.toLowerCase() === pathname.toLowerCase();
}
