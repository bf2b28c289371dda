const { createConfig } = require('../scripts/webpack/create-config.cjs');
const federation = require('./federation.config.cjs');
const { PrerenderLoginPlugin } = require('./prerender/prerender-login-plugin.cjs');
const { PwaAssetsPlugin } = require('./pwa/pwa-assets-plugin.cjs');
const { RouteRemotesPlugin } = require('./src/routes/route-remotes-plugin.cjs');

const base = createConfig({
  dir: __dirname,
  port: 3000,
  federation,
  title: 'Cricket Exchange',
  extractCss: true,
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new PwaAssetsPlugin(), new RouteRemotesPlugin(), new PrerenderLoginPlugin());
  return config;
};
