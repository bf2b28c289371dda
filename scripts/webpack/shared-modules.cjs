// The federation singletons (docs/architecture.md): one copy of each for the host and every remote.
// Each app requires the major it is built with (`^19.0.0` for react ^19.2.0), strictly: a remote
// built against a newer minor runs on the host's copy; one built for another major is refused
// and its area says it needs an update (host/src/federation/shared-version-skew.ts).
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

/** `^19.2.0` -> `^19.0.0`; a 0.x version keeps its minor (`^0.34.1` -> `^0.34.0`). */
function sameMajor(version) {
  const [, major, minor] = /(\d+)\.(\d+)/.exec(version) ?? [];
  if (major === undefined) throw new Error(`shared-modules: cannot read a version from ${version}`);
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

function sharedModules(pkg) {
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.replace(/\/$/, '');
    const range = deps[base];
    if (!range) continue;
    // A workspace package's version is the one in its own package.json.
    const built = range.startsWith('workspace:')
      ? require(path.join(__dirname, '../..', base, 'package.json')).version
      : range;
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: sameMajor(built) };
    if (name === 'react-router-dom') {
      // Aliased to shared-ui/src/router.ts; its version is the router's, not shared-ui's.
      shared[name].version = ROUTER_VERSION;
    }
  }
  return shared;
}

module.exports = { sharedModules };
