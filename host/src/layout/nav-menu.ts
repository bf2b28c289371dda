/**
 * The navigation menu (url name -> label) in the order of docs/host-pages.md. The labels (host texts) of the
 * four user reports and settings are our own, marked "designed".
 */
import type { HostKey } from '../i18n/texts';

export interface NavEntry {
  url: string;
  label: HostKey;
}

export const NAV_MENU: NavEntry[] = [
  { url: 'matches', label: 'nav.matches' },
  { url: 'profile', label: 'nav.profile' },
  { url: 'statement', label: 'nav.statement' },
  { url: 'Change_password', label: 'nav.password' },
  { url: 'freegames', label: 'nav.games' },
  { url: 'rules', label: 'nav.rules' },
  { url: 'Ledgers', label: 'nav.ledgers' },
  { url: 'games', label: 'nav.games' },
  { url: '', label: 'nav.rules' },
  { url: 'dashboard', label: 'nav.dashboard' },
  // designed labels (not shown in the spec)
  { url: 'UserLiveBetHistory', label: 'nav.liveBets' },
  { url: 'MyCommission', label: 'nav.commission' },
  { url: 'UserProfitLoss', label: 'nav.profitLoss' },
  { url: 'UserBetHistory', label: 'nav.betHistory' },
  { url: 'setting', label: 'nav.settings' },
  { url: 'safer-gambling', label: 'nav.safer' },
];

export function isCurrent(url: string, pathname: string): boolean {
  return `/${url}`.toLowerCase() === pathname.toLowerCase();
}
