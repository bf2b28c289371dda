// The federation singletons (docs/architecture.md): one copy of each for the host and every remote.
// requiredVersion comes from the app's own package.json so a mismatch is reported, not hidden.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'zustand',
  'axios',
  'react-toastify',
  'dayjs',
  '@tanstack/react-query',
  'shared-auth',
  'shared-ui',
];

const path = require('node:path');

const ROUTER_VERSION = require(
  require.resolve('react-router/package.json', {
    paths: [path.join(__dirname, '../../shared-ui')],
  }),
).version;

function sharedModules(pkg) {
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.replace(/\/$/, '');
    const version = deps[base];
    if (!version) continue;
    shared[name] = {
      singleton: true,
      requiredVersion: version.startsWith('workspace:') ? false : version,
    };
    if (name === 'react-router-dom') {
      // Aliased to shared-ui/src/router.ts; its version is the router's, not shared-ui's.
      shared[name].version = ROUTER_VERSION;
    }
  }
  return shared;
}

module.exports = { sharedModules };
