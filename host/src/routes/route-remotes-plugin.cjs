// Puts route-remotes.json (which remote each page path belongs to) into the host's build: the
// serving step reads it to preload the route's remote manifest (scripts/lib/page-html.mjs).
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'RouteRemotesPlugin';
const FILE = 'route-remotes.json';

class RouteRemotesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const source = path.join(__dirname, FILE);
          compilation.fileDependencies.add(source);
          compilation.emitAsset(FILE, new RawSource(fs.readFileSync(source)));
        },
      );
    });
  }
}

module.exports = { RouteRemotesPlugin };
