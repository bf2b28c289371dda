// Emits login.html: the built index.html with the login form (src/features/login/login-view.tsx)
// already inside #root, rendered at build time. /login is sent as that file (static-server.mjs;
// nginx's `$uri.html`), so its first paint, the largest one, needs only the HTML and the CSS;
// when main.js runs, React draws the same markup over it (no larger paint, no shift), keeping
// what the player typed meanwhile (src/features/login/prerendered-draft.ts).
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const swc = require('@swc/core');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PrerenderLoginPlugin';
const VIEW = path.join(__dirname, '../src/features/login/login-view.tsx');
const ENGLISH = path.join(__dirname, '../src/i18n/locales/en.json');
const LANGUAGES = path.join(__dirname, '../../shared-auth/src/i18n/languages.json');
// the template's empty root, as html-webpack-plugin's minifier leaves it (quotes dropped)
const ROOT = /<div id="?root"?><\/div>/;

/** The view's module, compiled by swc and run as CommonJS requiring from its own folder (react). */
function loadView() {
  const { code } = swc.transformFileSync(VIEW, {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
    module: { type: 'commonjs' },
  });
  const mod = { exports: {} };
  new Function('require', 'module', 'exports', code)(createRequire(VIEW), mod, mod.exports);
  return mod.exports;
}

/** The host's English texts, as i18next fills them in (`{{name}}` placeholders). */
function englishTexts() {
  const texts = JSON.parse(fs.readFileSync(ENGLISH, 'utf8'));
  return (key, values = {}) =>
    (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name] ?? ''));
}

/**
 * The empty form's markup in English (the default language), its button disabled until the
 * page's code runs (React's form); a player who chose another language sees it when that runs.
 */
function loginMarkup() {
  const { createElement } = require('react');
  const { renderToStaticMarkup } = require('react-dom/server');
  const { LoginView } = loadView();
  const noop = () => undefined;
  return renderToStaticMarkup(
    createElement(LoginView, {
      userName: '',
      password: '',
      invalid: { userName: false, password: false },
      submitting: false,
      ready: false,
      banner: '',
      onUserName: noop,
      onPassword: noop,
      onSubmit: noop,
      t: englishTexts(),
      languages: JSON.parse(fs.readFileSync(LANGUAGES, 'utf8')),
      language: 'en',
      onLanguage: noop,
    }),
  );
}

class PrerenderLoginPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(NAME, (data) => {
        if (data.outputName !== 'index.html') return data;
        if (!ROOT.test(data.html)) throw new Error(`${NAME}: no empty #root in index.html`);
        compilation.fileDependencies.add(VIEW);
        compilation.fileDependencies.add(ENGLISH);
        const html = data.html.replace(ROOT, `<div id=root>${loginMarkup()}</div>`);
        compilation.emitAsset('login.html', new RawSource(html));
        return data;
      });
    });
  }
}

module.exports = { PrerenderLoginPlugin, loginMarkup };
