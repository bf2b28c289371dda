// Build section: cold production build of the four apps (as `pnpm build` runs them, two at a
// time, caches and outputs wiped first) and the warm rebuild of a watching production compiler
// after one source file of remote-reports is touched; each next to the bare React floor page
// (bench/floor/webpack-floor.cjs, config "react") built the same way in the same run.
// The bench passes ctx.appDist (app -> output folder) and ctx.skipBuild.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onStop } from '../../scripts/lib/processes.cjs';
import { APPS } from '../lib/stack.mjs';
import { cliBuild, startWatcher, touchAndRestore } from '../lib/webpack-timing.mjs';
import { mean, median, ratio, round } from '../lib/stats.mjs';

const SECTION = 'build';
const WARM_APP = 'remote-reports';
const WARM_FILE = 'src/features/my-commission/my-commission-report.tsx';
const FLOOR = 'bench/floor/webpack-floor.cjs';
const FLOOR_BASELINE = 'bare React floor';

/** Builds the apps two at a time; resolves with the wall time and each app's time, ms. */
async function buildApps(root, appDist, log) {
  const queue = [...APPS];
  /** @type {Record<string, number>} */
  const perApp = {};
  const started = performance.now();
  await Promise.all(
    [0, 1].map(async () => {
      for (let app = queue.shift(); app; app = queue.shift()) {
        rmSync(appDist[app], { recursive: true, force: true });
        rmSync(path.join(root, app, 'node_modules', '.cache'), { recursive: true, force: true });
        perApp[app] = await cliBuild({ pkgDir: path.join(root, app), outputPath: appDist[app] });
        log(`built ${app} in ${(perApp[app] / 1000).toFixed(1)} s`);
      }
    }),
  );
  return { ms: performance.now() - started, perApp };
}

/** The floor's cold build with the same CLI, into a temp folder. */
async function buildFloor(root, tmp) {
  const out = mkdtempSync(path.join(tmp, 'floor-react-'));
  return cliBuild({
    pkgDir: path.join(root, 'bench'),
    outputPath: out,
    args: ['--config', path.join(root, FLOOR), '--config-name', 'react'],
  });
}

/** A watcher's first build, then its rebuilds after touching `file`; the watcher is stopped after. */
async function watchAndTouch(watcherOpts, file, touch, label, log) {
  const watcher = await startWatcher(watcherOpts);
  try {
    const samples = await touchAndRestore(watcher, file, touch);
    log(
      `${label}: watcher's first build ${Math.round(watcher.coldMs)} ms, rebuilds ${samples.map((s) => `${s.ms} ms (${s.emitted.length} files)`).join(', ')}`,
    );
    return { coldMs: watcher.coldMs, samples };
  } finally {
    watcher.stop();
  }
}

/**
 * Warm rebuilds: a watcher on the app (output to a temp folder, never to dist) and one on a temp
 * copy of the floor page, each rebuilt after touching one file (and after restoring it).
 * One after the other, or side by side and not minified when `quick` (a smoke, not a figure).
 */
async function warmRebuilds(root, tmp, touch, quick, log) {
  const minimize = !quick;
  const floorSrc = path.join(tmp, 'floor-src');
  cpSync(path.join(root, 'bench/floor/src/react'), floorSrc, { recursive: true });
  const app = () =>
    watchAndTouch(
      {
        root,
        config: path.join(root, WARM_APP, 'webpack.config.js'),
        outputPath: path.join(tmp, 'warm-app'),
        minimize,
      },
      path.join(root, WARM_APP, WARM_FILE),
      touch,
      WARM_APP,
      log,
    );
  const floor = () =>
    watchAndTouch(
      {
        root,
        config: path.join(root, FLOOR),
        name: 'react',
        outputPath: path.join(tmp, 'warm-floor'),
        entry: { main: path.join(floorSrc, 'index.jsx') },
        modules: [path.join(root, 'bench', 'node_modules')],
        minimize,
      },
      path.join(floorSrc, 'index.jsx'),
      touch,
      'floor',
      log,
    );
  if (quick) {
    const [a, f] = await Promise.all([app(), floor()]);
    return { app: a, floor: f, together: true, minimized: false };
  }
  return { app: await app(), floor: await floor(), together: false, minimized: true };
}

/**
 * @param {{ root: string, quick: boolean, skipBuild?: boolean, appDist: Record<string, string>,
 *   log: (m: string) => void }} ctx
 */
export async function run(ctx) {
  if (!existsSync(path.join(ctx.root, FLOOR)))
    throw new Error(`section not available: ${FLOOR} is missing`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  const removeTmp = () => rmSync(tmp, { recursive: true, force: true });
  const unregister = onStop(removeTmp); // also on Ctrl-C
  const rows = [];
  const raw = { apps: APPS, warmApp: WARM_APP, warmFile: `${WARM_APP}/${WARM_FILE}` };
  try {
    if (!ctx.skipBuild) {
      // Floor before and after the apps: the baseline sees the same noise as the build.
      const floorBefore = await buildFloor(ctx.root, tmp);
      const apps = await buildApps(ctx.root, ctx.appDist, ctx.log);
      const floorAfter = await buildFloor(ctx.root, tmp);
      const floorS = round(mean([floorBefore, floorAfter]) / 1000, 2);
      Object.assign(raw, {
        coldMs: apps.ms,
        coldPerAppMs: apps.perApp,
        floorColdMs: [floorBefore, floorAfter],
      });
      const appsS = round(apps.ms / 1000, 1);
      rows.push({
        section: SECTION,
        metric: 'cold build, 4 apps (2 at a time)',
        value: appsS,
        unit: 's',
        baseline: { name: FLOOR_BASELINE, value: floorS },
        ratio: ratio(appsS, floorS),
      });
    }
    // Quick: one touch, the restore not timed, app and floor side by side.
    const touch = ctx.quick ? { cycles: 1, timeRestore: false } : { cycles: 3, timeRestore: true };
    const warm = await warmRebuilds(ctx.root, tmp, touch, ctx.quick, ctx.log);
    Object.assign(raw, { warm });
    const appCold = round(warm.app.coldMs / 1000, 2);
    const floorCold = round(warm.floor.coldMs / 1000, 2);
    rows.push({
      section: SECTION,
      metric: `cold build, ${WARM_APP} (in process)`,
      value: appCold,
      unit: 's',
      baseline: { name: FLOOR_BASELINE, value: floorCold },
      ratio: ratio(appCold, floorCold),
    });
    const appWarm = median(warm.app.samples.map((x) => x.ms));
    const floorWarm = median(warm.floor.samples.map((x) => x.ms));
    rows.push({
      section: SECTION,
      metric: `warm rebuild, ${WARM_APP} (1 file touched, median)`,
      value: appWarm,
      unit: 'ms',
      baseline: { name: FLOOR_BASELINE, value: floorWarm },
      ratio: ratio(appWarm, floorWarm),
    });
    return { rows, raw };
  } finally {
    unregister();
    removeTmp();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Alone: builds into a temp folder, never into the apps' dist/.
  const { fileURLToPath } = await import('node:url');
  const { formatTable } = await import('../lib/table.mjs');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const out = mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'));
  const appDist = Object.fromEntries(APPS.map((a) => [a, path.join(out, a)]));
  const argv = process.argv.slice(2);
  try {
    const result = await run({
      root,
      quick: argv.includes('--quick'),
      skipBuild: argv.includes('--skip-build'),
      appDist,
      log: console.log,
    });
    console.log(formatTable(result.rows));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
