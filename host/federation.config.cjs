// The host exposes nothing and lists no remotes at build time: they are registered at run time
// from /config.json (src/federation/register-remotes.ts), so redeploying a remote never
// rebuilds the host.
const path = require('node:path');
const { sharedModules } = require('../scripts/webpack/shared-modules.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'host',
  remotes: {},
  shared: sharedModules(pkg),
  runtimePlugins: [
    path.join(__dirname, 'src/federation/start-reads-plugin.ts'),
    path.join(__dirname, 'src/federation/error-load-remote-plugin.ts'),
    path.join(__dirname, 'src/federation/remote-version-plugin.ts'),
  ],
};
