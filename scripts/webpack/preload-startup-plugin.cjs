// Preload hints in index.html for the chunks an app loads before it can start: the shared modules
// its entry consumes (react, react-dom, the router, shared-auth ...). Without them the browser
// learns of those chunks only after main.js has run, one round trip later. `loggedIn`: modules a
// logged-in page imports lazily at start-up (the host's logged-in shell): their chunks are
// preloaded too, marked `data-logged-in` (host/prerender leaves them out of /login's HTML).

const NAME = 'PreloadStartupPlugin';

/**
 * Files of the chunks behind the async blocks of the shared-module consumers in `chunk`, and of
 * those chunks' own consumers (shared-auth needs axios) in turn.
 */
function startupFiles(compilation, chunk) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const seen = new Set([chunk]);
  const queue = [chunk];
  while (queue.length) {
    const current = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(current)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        for (const c of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          if (seen.has(c)) continue;
          seen.add(c);
          queue.push(c);
          for (const f of c.files) files.add(f);
        }
      }
    }
  }
  return [...files].filter((f) => /\.(js|css)$/.test(f)).sort();
}

/** The paths of a module's sources (a concatenated module holds several). */
const sources = (m) => (m.modules ? [...m.modules].map((x) => x.resource) : [m.resource]);

/** Files of the chunk groups holding a module whose path matches one of `patterns`. */
function lazyFiles(compilation, patterns) {
  const { chunkGraph } = compilation;
  const files = new Set();
  for (const chunk of compilation.chunks) {
    const modules = [...chunkGraph.getChunkModulesIterable(chunk)];
    const paths = modules.flatMap(sources).filter(Boolean);
    if (!paths.some((p) => patterns.some((re) => re.test(p)))) continue;
    for (const group of chunk.groupsIterable) {
      for (const c of group.chunks) {
        for (const f of c.files) files.add(f);
        for (const f of startupFiles(compilation, c)) files.add(f);
      }
    }
  }
  return [...files].filter((f) => /\.(js|css)$/.test(f)).sort();
}

class PreloadStartupPlugin {
  /**
   * @param {{ publicPath: string, loggedIn?: RegExp[] }} options publicPath: the HTML's (absolute,
   *   e.g. '/'); loggedIn: see above
   */
  constructor({ publicPath, loggedIn = [] }) {
    this.publicPath = publicPath;
    this.loggedIn = loggedIn;
  }

  apply(compiler) {
    // the config's own html-webpack-plugin (its hooks are per copy of the package; the bench's
    // floor pages have theirs)
    const HtmlWebpackPlugin = compiler.options.plugins.find(
      (p) => p?.constructor?.name === 'HtmlWebpackPlugin',
    )?.constructor;
    if (!HtmlWebpackPlugin) throw new Error(`${NAME}: no HtmlWebpackPlugin in the config`);
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const entries = data.plugin.options.chunks;
        const files = new Set();
        for (const chunk of compilation.chunks) {
          if (!chunk.name || !entries.includes(chunk.name)) continue;
          // the entry first: a deferred script is fetched at low priority, after any preload
          for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
          for (const f of startupFiles(compilation, chunk)) files.add(f);
        }
        const later = lazyFiles(compilation, this.loggedIn).filter((f) => !files.has(f));
        const link = (file, extra) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${this.publicPath}${file}`,
            ...extra,
          },
        });
        const links = [
          ...[...files].map((f) => link(f, {})),
          ...later.map((f) => link(f, { 'data-logged-in': true })),
        ];
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupPlugin };
