// The installable-app files (the manifest, icons, the offline page), copied to the root of the
// host's build, and the head links to the manifest and icons in index.html. sw.js is built by
// Workbox's InjectManifest (host/webpack.config.js).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PwaHeadLinksPlugin';
/** For copy-webpack-plugin: each file from this folder to the root of the build. */
const PWA_FILES = [
  'manifest.webmanifest',
  'offline.html',
  'offline.js',
  'icon.svg',
  'icon-192.png',
  'icon-512.png',
].map((file) => path.join(__dirname, file));
const HEAD_LINKS = [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icon-192.png' },
];

/** Adds the manifest and icon links to index.html's head. */
class PwaHeadLinksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
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

module.exports = { PWA_FILES, PwaHeadLinksPlugin };
