// Emits login.html: the built index.html with the logged-out app (src/app.tsx: the login page)
// already inside #root, rendered at build time as the page's code renders it in English. /login
// is sent as that file (static-server.mjs; nginx's `$uri.html`), so its first paint, the largest
// one, needs only the HTML and the CSS; when main.js runs, React hydrates that markup (takes
// over the same nodes, keeping what the player typed meanwhile) instead of drawing it again
// (src/bootstrap.tsx).
const { createRequire } = require('node:module');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { loadSource } = require('./load-source.cjs');

const NAME = 'PrerenderLoginPlugin';
const APP = path.join(__dirname, '../src/app.tsx');
const ROUTER = path.join(__dirname, '../../shared-ui/src/router.ts');
// the template's empty root, as html-webpack-plugin's minifier leaves it (quotes dropped)
const ROOT = /<div id="?root"?><\/div>/;
// preloads of what only a logged-in page uses (scripts/webpack/preload-startup-plugin.cjs)
const LOGGED_IN_PRELOAD = /<link [^>]*data-logged-in>/g;

/**
 * The logged-out app's markup and the source files it was made from. Rendered without a window
 * (shared-auth's i18n then starts in the default language, English) at /login, wrapped as
 * bootstrap.tsx wraps it (StrictMode, a router): the same tree React hydrates.
 */
function loggedOutApp() {
  const sources = new Map();
  const { App } = loadSource(APP, sources);
  const { MemoryRouter } = loadSource(ROUTER, sources);
  const react = createRequire(APP);
  const { createElement, StrictMode } = react('react');
  const { renderToString } = react('react-dom/server');
  const tree = createElement(
    StrictMode,
    null,
    createElement(MemoryRouter, { initialEntries: ['/login'] }, createElement(App)),
  );
  return { html: renderToString(tree), files: [...sources.keys()] };
}

class PrerenderLoginPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(NAME, (data) => {
        if (data.outputName !== 'index.html') return data;
        if (!ROOT.test(data.html)) throw new Error(`${NAME}: no empty #root in index.html`);
        const app = loggedOutApp();
        for (const file of app.files) compilation.fileDependencies.add(file);
        const html = data.html
          .replace(LOGGED_IN_PRELOAD, '')
          .replace(ROOT, `<div id=root>${app.html}</div>`);
        compilation.emitAsset('login.html', new RawSource(html));
        return data;
      });
    });
  }
}

module.exports = { PrerenderLoginPlugin, loggedOutApp };
