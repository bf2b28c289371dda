// The casino remote's federation options; what it exposes is src/exposes.ts, checked against
// its contract in shared-contracts.
const path = require('node:path');
const { exposesFromSource } = require('../scripts/webpack/exposes-from-source.cjs');
const { sharedModules } = require('../scripts/webpack/shared-modules.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'casino',
  filename: 'remoteEntry.js',
  exposes: exposesFromSource(path.join(__dirname, 'src/exposes.ts')),
  shared: sharedModules(pkg),
};
