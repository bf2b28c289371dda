// Puts the installable-app files (sw.js, the manifest, icons, the offline page) at the root of the
// host's build and links the manifest and icons from index.html.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PwaAssetsPlugin';
const FILES = [
  'sw.js',
  'manifest.webmanifest',
  'offline.html',
  'offline.js',
  'icon.svg',
  'icon-192.png',
  'icon-512.png',
];
const HEAD_LINKS = [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icon-192.png' },
];

class PwaAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of FILES) {
            const source = path.join(__dirname, file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(source)));
          }
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags.unshift(
          ...HEAD_LINKS.map((attributes) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: NAME },
            attributes,
          })),
        );
        return data;
      });
    });
  }
}

module.exports = { PwaAssetsPlugin };
