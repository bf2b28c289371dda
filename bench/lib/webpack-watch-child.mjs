// A production webpack compiler in watch mode, in its own process, for the warm rebuild timing.
// Forked with IPC: receives { config, name?, outputPath, entry?, modules?, minimize? }, then sends
// { type: 'invalid', at } when a file change is seen and { type: 'done', at, ms, errors } after
// every build (at = Date.now(), the parent shares the clock). Needs NODE_PATH like pnpm's
// webpack shim (the shared webpack setup relies on pnpm's hoisted modules).
import { createRequire } from 'node:module';

process.once(
  'message',
  (
    /** @type {{ config: string, name?: string, outputPath: string, entry?: object, modules?: string[], minimize?: boolean }} */ msg,
  ) => {
    const require = createRequire(msg.config);
    const webpack = require('webpack');
    let config = require(msg.config);
    if (typeof config === 'function') config = config({}, { mode: 'production' });
    // a remote's configs are the remote then its standalone page's runtime: the first by default
    if (Array.isArray(config))
      config = msg.name ? config.find((c) => c.name === msg.name) : config[0];
    if (!config) throw new Error(`no webpack config named ${msg.name} in ${msg.config}`);
    config = {
      ...config,
      mode: 'production',
      // Production mode turns webpack's cache off, so a watcher would redo the whole build on every
      // change; the in-memory cache (the development default) is what makes a rebuild warm.
      cache: { type: 'memory' },
      output: { ...config.output, path: msg.outputPath },
      ...(msg.entry && { entry: msg.entry }),
      ...(msg.modules && {
        resolve: { ...config.resolve, modules: ['node_modules', ...msg.modules] },
      }),
      // A smoke (bench --quick): the same compiler and rebuilds without the minifier's minutes.
      ...(msg.minimize === false && { optimization: { ...config.optimization, minimize: false } }),
    };
    const compiler = webpack(config);
    compiler.hooks.invalid.tap('bench', () => process.send?.({ type: 'invalid', at: Date.now() }));
    compiler.watch({ aggregateTimeout: 20 }, (error, stats) => {
      process.send?.({
        type: 'done',
        at: Date.now(),
        ms: stats ? stats.endTime - stats.startTime : null,
        emitted: stats ? [...stats.compilation.emittedAssets] : [],
        errors: error ? error.message : stats?.hasErrors() ? stats.toString('errors-only') : null,
      });
    });
    const close = () => compiler.close(() => process.exit(0));
    process.on('disconnect', close);
    process.on('SIGTERM', close);
  },
);
