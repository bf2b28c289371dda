// The benchmark's floor pages, built by the apps' toolchain with the production settings of
// scripts/webpack/create-config.cjs (webpack 5.111.1, swc-loader, @module-federation/enhanced
// 2.9.2, same output names, loader options and ids), so a route's bytes and timings can be read
// against the least a React 19 page and a federated host cost.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { scriptRule } = require('../../scripts/webpack/script-rule.cjs');
const { PreloadStartupPlugin } = require('../../scripts/webpack/preload-startup-plugin.cjs');
const pkg = require('../package.json');

const TEMPLATE = path.resolve(__dirname, '../../scripts/webpack/index.html');

/**
 * @param {{ name: string, entry: Record<string, string>, pages: Record<string, string>, plugins?: object[] }} opts
 *   pages: html file name -> entry chunk it loads
 */
function floorConfig({ name, entry, pages, plugins = [] }) {
  return {
    name,
    mode: 'production',
    context: __dirname,
    entry,
    devtool: false,
    output: {
      path: path.join(__dirname, `dist-${name}`),
      publicPath: 'auto',
      uniqueName: `floor_${name}`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: { rules: [scriptRule(true)] },
    plugins: [
      ...plugins,
      ...Object.entries(pages).map(
        ([filename, chunk]) =>
          new HtmlWebpackPlugin({
            template: TEMPLATE,
            filename,
            publicPath: '/',
            title: `Floor: ${name}`,
            chunks: [chunk],
          }),
      ),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const singleton = { singleton: true, requiredVersion: pkg.dependencies.react };

/** (a) bare React 19 page (+ the naive price list of the odds section); (b) bare federated host. */
module.exports = [
  floorConfig({
    name: 'react',
    entry: { main: './src/react/index.jsx', list: './src/react/list.jsx' },
    pages: { 'index.html': 'main', 'list.html': 'list' },
  }),
  floorConfig({
    name: 'federated',
    entry: { main: './src/federated/index.js' },
    pages: { 'index.html': 'main' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'floor_host',
        remotes: {},
        dts: false,
        shareStrategy: 'loaded-first',
        experiments: { asyncStartup: true },
        shared: {
          react: singleton,
          'react/': singleton,
          'react-dom': { ...singleton, requiredVersion: pkg.dependencies['react-dom'] },
          'react-dom/': { ...singleton, requiredVersion: pkg.dependencies['react-dom'] },
        },
      }),
      // as the apps' index.html: the start-up chunks start with the page, not after main.js
      new PreloadStartupPlugin({ publicPath: '/' }),
    ],
  }),
];
