/**
 * Jest runs tests in vm contexts where `import()` needs --experimental-vm-modules. PGlite's CJS
 * build still loads Node built-ins with `await import("fs/promises")`, so rewrite literal
 * dynamic imports of built-ins into require() calls.
 */
const BUILTIN_IMPORT = /\bimport\(\s*(["'])((?:node:)?[a-z_/]+)\1\s*\)/g;
const { builtinModules } = require('node:module');
const builtins = new Set(builtinModules);

module.exports = {
  process(source) {
    const code = source.replace(BUILTIN_IMPORT, (whole, _quote, name) => {
      const bare = name.replace(/^node:/, '');
      return builtins.has(bare)
        ? `Promise.resolve().then(() => __pgliteJestRequire(${JSON.stringify(name)}))`
        : whole;
    });
    // Bundled code declares its own local `require` (var-hoisted), so keep a handle on the real one.
    return { code: `var __pgliteJestRequire = require;${code}` };
  },
  getCacheKey(source, filename) {
    return require('node:crypto')
      .createHash('sha256')
      .update('pglite-transform-v2')
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
