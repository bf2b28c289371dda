// The one place that says what the reports remote exposes: one module per page it owns.
const { sharedModules } = require('../scripts/webpack/shared-modules.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'reports',
  filename: 'remoteEntry.js',
  exposes: {
    './MyCommissionPage': './src/exposed/my-commission-page.tsx',
    './UserProfitLossPage': './src/exposed/user-profit-loss-page.tsx',
    './UserLiveBetHistoryPage': './src/exposed/user-live-bet-history-page.tsx',
    './UserBetHistoryPage': './src/exposed/user-bet-history-page.tsx',
    './UserMyLedgerPage': './src/exposed/user-my-ledger-page.tsx',
    './StatementPage': './src/exposed/statement-page.tsx',
  },
  shared: sharedModules(pkg),
};
