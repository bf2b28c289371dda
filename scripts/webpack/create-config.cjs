// One webpack setup for the host and the three remotes; each app passes its own federation
// options (federation.config.cjs) and port. Nothing environment-specific is baked in: URLs come
// from /config.json at run time.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadStartupPlugin } = require('./preload-startup-plugin.cjs');
const { scriptRule } = require('./script-rule.cjs');

const ROUTER_SUBSET = path.resolve(__dirname, '../../shared-ui/src/router.ts');

/** The runtime the host's inject plugin provides, resolved from where that plugin resolves it. */
const INJECT_PLUGIN = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [require.resolve('@module-federation/enhanced/webpack')],
});
const RUNTIME_MODULES = INJECT_PLUGIN.slice(0, INJECT_PLUGIN.lastIndexOf('node_modules') + 12);
const RUNTIME_FILE = 'federation-runtime.js';
// The inject plugin is CommonJS: its require() of the runtime would bundle the runtime's CommonJS
// build beside the ES build the bundler runtime uses (+24 KB gzip on every page). One copy:
const RUNTIME_CORE_ESM = path.join(
  RUNTIME_MODULES,
  '@module-federation/runtime-tools/dist/runtime-core.js',
);
if (!existsSync(RUNTIME_CORE_ESM))
  throw new Error(`federation runtime not found: ${RUNTIME_CORE_ESM}`);
const RUNTIME_ALIAS = { '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM };

/** `<package version>+<short commit>`, or APP_VERSION when the pipeline gives one. */
function appVersion(dir) {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  const { version } = require(path.join(dir, 'package.json'));
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir });
    return `${version}+${commit.toString().trim()}`;
  } catch {
    return version;
  }
}

/** Text files worth compressing, sent as they are by nginx (gzip_static, brotli_static). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest)$/;

/** A .gz and a .br next to each text file of the build (docs/deploy.md). */
function precompress() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: /** @type {import('node:zlib').ZlibOptions} */ (
        /** @type {import('node:zlib').BrotliOptions} */ ({
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 },
        })
      ),
    }),
  ];
}

/**
 * @param {{ dir: string, port: number, federation: object, title: string, extractCss?: boolean, loggedIn?: RegExp[] }} app
 *   loggedIn: modules a logged-in page imports lazily at start-up, preloaded (preload-startup-plugin)
 */
function createConfig(app) {
  const remote = Boolean(app.federation.exposes);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const extractCss = production && app.extractCss;
    const config = {
      name: app.federation.name,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: app.federation.name,
        // Entry files keep fixed names (served no-cache): webpack 5.111 cannot hash the chunk that holds
        // the federation runtime (module-federation/core#5077). Every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: '[name].[contenthash:10][ext]',
        chunkLoadTimeout: 120000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // Only the used part of react-router is shared (see shared-ui/src/router.ts).
        alias: { 'react-router-dom$': ROUTER_SUBSET, ...RUNTIME_ALIAS },
      },
      module: {
        // A name missing from a module (e.g. from the router subset) fails the build.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          scriptRule(production),
          {
            test: /\.css$/,
            use: [extractCss ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          // fonts (the Devanagari subset, loaded when Hindi is chosen) are files with hashed names
          { test: /\.woff2$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          dts: false,
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the host provides it, a remote uses it.
          experiments: remote
            ? { asyncStartup: true, externalRuntime: true }
            : { asyncStartup: true, provideExternalRuntime: true },
          ...app.federation,
        }),
        {
          // the compiler's own webpack: this folder cannot resolve 'webpack'
          apply(compiler) {
            const version = JSON.stringify(appVersion(app.dir));
            new compiler.webpack.DefinePlugin({ __APP_VERSION__: version }).apply(compiler);
          },
        },
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          // Absolute URLs so a deep link like /games/aaa still finds /main.js.
          publicPath: '/',
          title: app.title,
          chunks: ['main'],
          runtimeScript: remote ? `/${RUNTIME_FILE}` : null,
        }),
        new PreloadStartupPlugin({ publicPath: '/', loggedIn: app.loggedIn }),
        ...(extractCss
          ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' })]
          : []),
        ...(production ? precompress() : []),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(app.dir, 'public') },
      },
      stats: 'errors-warnings',
    };
    return remote ? [config, runtimeConfig(app, config)] : config;
  };
}

/**
 * A remote's standalone page loads the federation runtime from a file of its own first (the
 * remote's build expects it on the page). Built after the remote (whose output is cleaned first).
 */
function runtimeConfig(app, remoteConfig) {
  return {
    name: `${app.federation.name}-runtime`,
    dependencies: [app.federation.name],
    mode: remoteConfig.mode,
    entry: {
      [RUNTIME_FILE.replace('.js', '')]: path.join(__dirname, 'provide-federation-runtime.js'),
    },
    devtool: remoteConfig.devtool,
    output: { path: remoteConfig.output.path, filename: '[name].js', clean: false },
    resolve: { alias: RUNTIME_ALIAS },
    plugins: remoteConfig.mode === 'production' ? precompress() : [],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig };
