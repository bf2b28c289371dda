import type { RemoteModules } from 'shared-contracts';

/**
 * Everything this remote exposes to the host, held to its contract in shared-contracts (names and
 * props). federation.config.cjs builds its `exposes` from this object (scripts/webpack/
 * exposes-from-source.cjs), so the built list and the checked one are the same.
 */
export const EXPOSES = {
  MyCommissionPage: () => import('./exposed/my-commission-page'),
  UserProfitLossPage: () => import('./exposed/user-profit-loss-page'),
  UserLiveBetHistoryPage: () => import('./exposed/user-live-bet-history-page'),
  UserBetHistoryPage: () => import('./exposed/user-bet-history-page'),
  UserMyLedgerPage: () => import('./exposed/user-my-ledger-page'),
  StatementPage: () => import('./exposed/statement-page'),
} satisfies RemoteModules<'reports'>;
