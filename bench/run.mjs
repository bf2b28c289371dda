// `pnpm bench`: builds the production bundles (timed), builds and serves the floor pages,
// starts the stack on loopback (PORT_OFFSET 700), runs every section, prints one table and
// writes bench/results.json. Exit code 1 only when a byte budget fails or a section crashes:
// timing targets are reported, not enforced. `node bench/run.mjs --help` for the options.
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { parseArgs, USAGE } from './lib/args.mjs';
import { machineInfo } from './lib/machine.mjs';
import { onStop, stopAll } from '../scripts/lib/processes.cjs';
import { APPS, startStack } from './lib/stack.mjs';
import { formatTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Run order; build first (it makes the bundles the others measure), API last (it loads the stack). */
const SECTIONS = [
  'build',
  'bytes',
  'load',
  'odds',
  'pixel',
  'ladder',
  'api',
  'processes',
  'engine',
  'orders',
  'fuzz',
  'stream',
];
const NEEDS_STACK = new Set(['bytes', 'load', 'odds', 'pixel', 'ladder', 'api']);
const NEEDS_FLOORS = new Set(['bytes', 'load', 'odds']);

const started = performance.now();
const log = (scope) => (/** @type {string} */ message) =>
  console.log(
    `[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${scope}: ${message}`,
  );

/** Imports a bench module, or null when the file is not there. */
async function importOptional(relative) {
  const file = path.join(root, 'bench', relative);
  return existsSync(file) ? import(pathToFileURL(file).href) : null;
}

/** Resolves with the promise's value, or rejects after ms. */
function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main() {
  const opts = parseArgs(process.argv.slice(2), root, SECTIONS);
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  const selected = new Set(opts.only);
  const appDist = Object.fromEntries(
    APPS.map((app) => [app, opts.dist ? path.join(opts.dist, app) : path.join(root, app, 'dist')]),
  );
  /** @type {import('./lib/table.mjs').Row[]} */
  const rows = [];
  /** @type {Record<string, unknown>} */
  const raw = {};
  /** @type {Record<string, { status: 'ok' | 'crashed' | 'not available', seconds: number, error?: string }>} */
  const status = {};
  const ctx = {
    root,
    quick: opts.quick,
    skipBuild: opts.skipBuild,
    chromium: CHROMIUM_PATH,
    appDist,
    /** @type {null | Record<string, unknown>} */
    stack: null,
    /** @type {null | Record<string, unknown>} */
    floors: null,
    log: log('bench'),
    onStop,
  };
  const sectionTimeout = (opts.quick ? 6 : 30) * 60_000;

  /** Runs one section; a crash becomes a row and the run goes on. */
  async function runSection(name, blocker) {
    const t0 = performance.now();
    const seconds = () => Math.round((performance.now() - t0) / 100) / 10;
    const fail = (state, error) => {
      status[name] = { status: state, seconds: seconds(), error };
      rows.push({
        section: name,
        metric: state === 'crashed' ? 'CRASHED' : 'section not available',
        value: error,
      });
      log(name)(`${state}: ${error}`);
    };
    if (blocker) return fail('crashed', blocker);
    const mod = await importOptional(`sections/${name}.mjs`);
    if (!mod) return fail('not available', `bench/sections/${name}.mjs is missing`);
    log(name)('start');
    try {
      const result = await withTimeout(
        mod.run({ ...ctx, log: log(name) }),
        sectionTimeout,
        `section ${name}`,
      );
      if (!Array.isArray(result?.rows)) throw new Error('the section returned no rows');
      rows.push(...result.rows);
      raw[name] = result.raw;
      status[name] = { status: 'ok', seconds: seconds() };
      log(name)(`done in ${seconds()} s`);
    } catch (error) {
      fail('crashed', error instanceof Error ? error.message : String(error));
    }
  }

  // (2) floor pages and (3) the stack, side by side (neither is timed).
  let floorProblem = null;
  async function prepareFloors() {
    if (![...selected].some((s) => NEEDS_FLOORS.has(s))) return;
    const floor = await importOptional('floor/build.mjs');
    if (!floor) {
      floorProblem = 'floor pages not available (bench/floor/build.mjs is missing)';
      return ctx.log(floorProblem);
    }
    try {
      await floor.buildFloors({ root });
      const floors = await floor.serveFloors({
        root,
        ports: [3090 + opts.offset, 3091 + opts.offset],
      });
      onStop(() => floors.close());
      ctx.floors = floors;
      ctx.log(`floors served: ${floors.reactUrl}, ${floors.federatedHostUrl}`);
    } catch (error) {
      floorProblem = `floor pages failed: ${error instanceof Error ? error.message : error}`;
      ctx.log(floorProblem);
    }
  }
  let stackProblem = null;
  async function prepareStack() {
    if (![...selected].some((s) => NEEDS_STACK.has(s))) return;
    try {
      ctx.stack = await startStack({
        root,
        offset: opts.offset,
        dist: opts.dist ? appDist : null,
        log: ctx.log,
      });
    } catch (error) {
      stackProblem = `the stack did not start: ${error instanceof Error ? error.message : error}`;
    }
  }

  // (1) build: times the cold build, which also makes the bundles the stack serves. Alone, so
  // nothing else loads the machine, except in a quick run with no bundles to make (a smoke).
  const build = selected.has('build') ? () => runSection('build') : async () => {};
  if (opts.quick && opts.skipBuild) {
    await Promise.all([build(), prepareFloors(), prepareStack()]);
  } else {
    await build();
    await Promise.all([prepareFloors(), prepareStack()]);
  }

  // (4) the sections.
  for (const name of SECTIONS.filter((s) => s !== 'build' && selected.has(s))) {
    const blocker =
      (NEEDS_STACK.has(name) ? stackProblem : null) ??
      (NEEDS_FLOORS.has(name) ? floorProblem : null);
    await runSection(name, blocker);
  }

  // (5) one table and the results file.
  console.log(`\n${formatTable(rows)}\n`);
  const results = {
    date: new Date().toISOString(),
    quick: opts.quick,
    options: { only: opts.only, skipBuild: opts.skipBuild, offset: opts.offset, dist: opts.dist },
    machine: machineInfo(root, CHROMIUM_PATH),
    wallSeconds: Math.round((performance.now() - started) / 1000),
    sections: status,
    rows,
    raw,
  };
  mkdirSync(path.dirname(opts.out), { recursive: true });
  writeFileSync(opts.out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`results: ${path.relative(process.cwd(), opts.out) || opts.out}`);

  const crashed = Object.entries(status).filter(([, s]) => s.status !== 'ok');
  const brokenBudgets = rows.filter((r) => r.section === 'bytes' && r.pass === false);
  for (const [name, s] of crashed) console.log(`section ${name}: ${s.status}`);
  for (const r of brokenBudgets) console.log(`byte budget broken: ${r.metric}`);
  return crashed.length || brokenBudgets.length ? 1 : 0;
}

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping what the bench started`);
    void stopAll().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    // (6) stop everything it started.
    await stopAll();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    await stopAll();
    process.exit(1);
  });
