// The one place that says what the casino remote exposes: one module per page it owns.
const { sharedModules } = require('../scripts/webpack/shared-modules.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'casino',
  filename: 'remoteEntry.js',
  exposes: {
    './GamesLobbyPage': './src/exposed/games-lobby-page.tsx',
    './CasinoGamePage': './src/exposed/casino-game-page.tsx',
    './VirtualCasinoPage': './src/exposed/virtual-casino-page.tsx',
    './FreeGamesPage': './src/exposed/free-games-page.tsx',
    './LedgersPage': './src/exposed/ledgers-page.tsx',
    './LedMatDetailsPage': './src/exposed/led-mat-details-page.tsx',
    './CasinoDetailsPage': './src/exposed/casino-details-page.tsx',
    './CasinoTablesWidget': './src/exposed/casino-tables-widget.tsx',
  },
  shared: sharedModules(pkg),
};
