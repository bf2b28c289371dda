import { mountStandalone, type StandaloneRoute } from 'shared-ui/standalone-shell';
import { EXPOSES as page } from './exposes';

/** The remote's own pages, for running it without the host (pnpm --filter remote-reports dev). */
const routes: StandaloneRoute[] = [
  { path: '/MyCommission', page: page.MyCommissionPage },
  { path: '/UserProfitLoss', page: page.UserProfitLossPage },
  { path: '/UserLiveBetHistory', page: page.UserLiveBetHistoryPage },
  { path: '/UserBetHistory', page: page.UserBetHistoryPage },
  { path: '/UserMyLedger', page: page.UserMyLedgerPage },
  { path: '/statement', page: page.StatementPage },
];

void mountStandalone('Reports', routes);
