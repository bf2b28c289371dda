const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createConfig } = require('../scripts/webpack/create-config.cjs');
const federation = require('./federation.config.cjs');
const { PrerenderLoginPlugin } = require('./prerender/prerender-login-plugin.cjs');
const { PWA_FILES, PwaHeadLinksPlugin } = require('./pwa/pwa-head-links-plugin.cjs');

const base = createConfig({
  dir: __dirname,
  port: 3000,
  federation,
  title: 'Cricket Exchange',
  extractCss: true,
  // what every logged-in page loads after main.js: preloaded beside it (not from /login's HTML)
  loggedIn: [
    /host\/src\/layout\/logged-in-shell\.tsx$/,
    /host\/src\/federation\/start-logged-in\.ts$/,
    /shared-auth\/src\/stream\/live-stream-client\.ts$/,
  ],
});

// route-remotes.json (which remote each page path belongs to) is read by the serving step to
// preload the route's remote manifest (scripts/lib/page-html.mjs).
const ROOT_FILES = [...PWA_FILES, path.join(__dirname, 'src/routes/route-remotes.json')];

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(
    new CopyPlugin({ patterns: ROOT_FILES.map((from) => ({ from, to: '[name][ext]' })) }),
    new PwaHeadLinksPlugin(),
    new PrerenderLoginPlugin(),
    // sw.js with its Workbox modules bundled in; precaches only the offline shell (the chunks are
    // cached as they are used, the remotes' by their own origin's URL)
    new InjectManifest({
      swSrc: path.join(__dirname, 'pwa/sw.js'),
      swDest: 'sw.js',
      include: [/^(offline\.html|offline\.js|icon\.svg|manifest\.webmanifest)$/],
    }),
  );
  return config;
};
