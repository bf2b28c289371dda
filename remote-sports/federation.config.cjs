// The one place that says what the sports remote exposes: one module per page it owns.
const { sharedModules } = require('../scripts/webpack/shared-modules.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'sports',
  filename: 'remoteEntry.js',
  exposes: {
    './MatchesPage': './src/exposed/matches-page.tsx',
    './SportGamePage': './src/exposed/sport-game-page.tsx',
    './CompletedBetsPage': './src/exposed/completed-bets-page.tsx',
    './InPlayWidget': './src/exposed/in-play-widget.tsx',
  },
  shared: sharedModules(pkg),
};
