import { lazy } from 'react';
import { mountStandalone, type StandaloneRoute } from 'shared-ui/standalone-shell';

const MyCommissionPage = lazy(() => import('./exposed/my-commission-page'));
const UserProfitLossPage = lazy(() => import('./exposed/user-profit-loss-page'));
const UserLiveBetHistoryPage = lazy(() => import('./exposed/user-live-bet-history-page'));
const UserBetHistoryPage = lazy(() => import('./exposed/user-bet-history-page'));
const UserMyLedgerPage = lazy(() => import('./exposed/user-my-ledger-page'));
const StatementPage = lazy(() => import('./exposed/statement-page'));

/** The remote's own pages, for running it without the host (pnpm --filter remote-reports dev). */
const routes: StandaloneRoute[] = [
  { path: '/MyCommission', element: <MyCommissionPage /> },
  { path: '/UserProfitLoss', element: <UserProfitLossPage /> },
  { path: '/UserLiveBetHistory', element: <UserLiveBetHistoryPage /> },
  { path: '/UserBetHistory', element: <UserBetHistoryPage /> },
  { path: '/UserMyLedger', element: <UserMyLedgerPage /> },
  { path: '/statement', element: <StatementPage /> },
];

void mountStandalone('Reports', routes);
