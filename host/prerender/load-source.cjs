// Runs the host's TypeScript sources in Node at build time, as webpack would bundle them: each
// .ts/.tsx file is compiled by swc to CommonJS when first required, a CSS import is nothing, JSON
// is parsed, `react-router-dom` is shared-ui's router subset (the alias of create-config.cjs),
// and packages come from node_modules (one copy each, so React and its hooks are one instance).
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const swc = require('@swc/core');

const ALIASES = { 'react-router-dom': path.join(__dirname, '../../shared-ui/src/router.ts') };
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const SOURCE = /\.tsx?$/;

/** @param {string} file */
function compile(file) {
  return swc.transformFileSync(file, {
    jsc: {
      parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
    module: { type: 'commonjs' },
  }).code;
}

/** A file by its path without extension, as webpack's resolve.extensions finds it. */
function withExtension(base, request, from) {
  const found = EXTENSIONS.map((ext) => base + ext).find(
    (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
  );
  if (!found) throw new Error(`prerender: cannot resolve ${request} from ${from}`);
  return found;
}

/** @param {string} request @param {string} from the requiring file */
function resolve(request, from) {
  if (ALIASES[request]) return ALIASES[request];
  if (request.startsWith('.')) {
    return withExtension(path.resolve(path.dirname(from), request), request, from);
  }
  try {
    return fs.realpathSync(createRequire(from).resolve(request));
  } catch {
    // a workspace package's source by its path (`shared-api-types/src/scrub-secrets`)
    const parts = request.split('/');
    const name = parts.splice(0, request.startsWith('@') ? 2 : 1).join('/');
    const pkg = fs.realpathSync(createRequire(from).resolve(`${name}/package.json`));
    return withExtension(path.join(path.dirname(pkg), ...parts), request, from);
  }
}

/**
 * Loads a source file (and what it imports) and returns its exports; `cache` ends up holding
 * every source file loaded, by path.
 * @param {string} file
 * @param {Map<string, { exports: any }>} cache
 */
function loadSource(file, cache = new Map()) {
  const known = cache.get(file);
  if (known) return known.exports;
  const mod = { exports: {} };
  cache.set(file, mod);
  const requireHere = (request) => {
    const target = resolve(request, file);
    if (target.endsWith('.css')) return {};
    if (target.endsWith('.json')) return JSON.parse(fs.readFileSync(target, 'utf8'));
    if (SOURCE.test(target) && !target.includes('node_modules')) return loadSource(target, cache);
    return createRequire(file)(target);
  };
  new Function('require', 'module', 'exports', compile(file))(requireHere, mod, mod.exports);
  return mod.exports;
}

module.exports = { loadSource };
