// `npm test`: installs what is missing (pnpm, dependencies, Debian's chromium and PostgreSQL),
// runs the typecheck, lint (no warnings allowed) and format check, builds the production bundles,
// runs every unit test (jest; the API suite on PGlite and again on PostgreSQL) and the Playwright
// e2e suite, and ends with one line "N passed, N failed": each check counts as one test.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants as osConstants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build-all.mjs';
import { aptInstall } from './lib/apt.mjs';
import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium.mjs';
import { NGINX_PACKAGES, nginxInstalled } from './lib/nginx-install.mjs';
import { installDependencies } from './lib/pnpm.mjs';
import { ensurePostgres, startPostgres } from './lib/postgres.mjs';
import { jestFailures, playwrightFailures } from './lib/test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
// Outside test-results/: Playwright clears that folder when it starts.
const unitResults = path.join(root, '.e2e-runtime', 'unit-results.json');
const soloResults = path.join(root, '.e2e-runtime', 'unit-solo-results.json');
const require = createRequire(import.meta.url);
/** The throughput tests (api/jest/solo-tests.js), run alone after the rest. */
const SOLO_TESTS = require('../api/jest/solo-tests.js').map((f) => `api/${f}`);

/** Debian's chromium (e2e suite) and nginx (the front end as production serves it). */
function ensureDebianPackages() {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(nginxInstalled() ? [] : NGINX_PACKAGES),
  ];
  if (missing.length) aptInstall(missing);
}

/** Runs one step; asynchronous so that a signal to this process is handled while it runs. */
function step(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    const done = (code) => {
      console.log(`=== ${label}: exit ${code}, ${Math.round((Date.now() - started) / 1000)} s ===`);
      resolve(code);
    };
    child.once('error', () => done(1));
    child.once('exit', (code) => done(code ?? 1));
  });
}

/**
 * Runs one step with its output held and printed in one piece when it ends, so that steps run
 * side by side do not interleave their lines; resolves with the exit code.
 */
function quietStep(label, cmd, args) {
  const started = Date.now();
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const output = [];
  child.stdout.on('data', (d) => output.push(d));
  child.stderr.on('data', (d) => output.push(d));
  return new Promise((resolve) => {
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      console.log(`\n=== ${label} ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${label}: exit ${code}, ${Math.round((Date.now() - started) / 1000)} s ===`);
      resolve(code);
    };
    child.once('error', () => done(1));
    // 'close': the output is all read (the pipes closed), not only the process ended.
    child.once('close', (code) => done(code ?? 1));
  });
}

/** The root package.json scripts run as checks; a failed one is counted and the run goes on. */
const CHECKS = [
  ['typecheck (tsc, every package)', 'typecheck'],
  ['lint (eslint, no warnings allowed)', 'lint'],
  ['format check (prettier)', 'format:check'],
];

/** Tests and checks counted so far (the last line still counts them if a later step throws). */
const tally = { passed: 0, failed: 0 };

/**
 * The checks run side by side (none writes a file, none reads another's output): on 2 cores the
 * lint and the format check use the time the typecheck leaves a core idle (its packages run two
 * at a time, then the last alone). One after the other they took 90-120 s in CI.
 */
async function runChecks() {
  const outcomes = await Promise.all(
    CHECKS.map(async ([label, script]) => {
      const started = Date.now();
      const ok = (await quietStep(label, 'pnpm', ['run', '--silent', script])) === 0;
      tally[ok ? 'passed' : 'failed'] += 1;
      return `${script} ${ok ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)} s)`;
    }),
  );
  return outcomes.join(', ');
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {string} file the JSON report of one jest run */
function unitCounts(file) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  // A suite that fails to run has no failed tests but must still count as a failure.
  const brokenSuites = report.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.length === 0,
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites };
}

/**
 * The specs run a second time with the front end served by nginx (login, every remote, caching)
 * and the API on PostgreSQL: the test clock's 24 h crossings (safer-clock) run on both databases.
 */
const NGINX_SPECS = ['security-headers', 'static-compression', 'pwa', 'safer-clock'].map(
  (name) => `e2e/tests/${name}.spec.ts`,
);

/** @param {string} file the JSON report of one Playwright run */
function e2eCounts(file) {
  const report = readJson(path.join(results, file));
  if (!report) return { passed: 0, failed: 1 };
  const s = report.stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected + (report.errors?.length ?? 0) };
}

async function main() {
  installDependencies(root);
  ensureDebianPackages();
  const checks = await runChecks();
  rmSync(results, { recursive: true, force: true });
  rmSync(unitResults, { force: true });
  rmSync(soloResults, { force: true });
  mkdirSync(path.dirname(unitResults), { recursive: true });
  const buildStarted = Date.now();
  await buildAll();
  console.log(`=== builds: ${Math.round((Date.now() - buildStarted) / 1000)} s ===`);
  // The API suite runs twice: on PGlite and on this real PostgreSQL (jest project "api (PostgreSQL)").
  ensurePostgres();
  const postgres = await startPostgres();
  // Stopped or timed out (SIGTERM/SIGINT/SIGHUP to the group): the cluster must not outlive us.
  const onSignal = (signal) => {
    postgres.stop();
    process.exit(128 + osConstants.signals[signal]);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.once(signal, onSignal);
  try {
    // Two workers: most API tests wait on processes, sockets and timers, and the two database
    // projects' files then run side by side. The throughput tests run after, alone.
    await step(
      'unit tests (jest, two workers)',
      'pnpm',
      ['exec', 'jest', '--maxWorkers=2', '--json', `--outputFile=${unitResults}`],
      { TEST_POSTGRES_URL: postgres.url, JEST_SOLO: 'skip' },
    );
    await step(
      'unit tests that measure throughput (jest, alone)',
      'pnpm',
      ['exec', 'jest', '--runInBand', '--json', `--outputFile=${soloResults}`, ...SOLO_TESTS],
      { TEST_POSTGRES_URL: postgres.url },
    );
    await step('e2e tests (Playwright, Chromium)', 'pnpm', ['exec', 'playwright', 'test']);
    await step(
      'e2e tests with nginx serving the front end and the API on PostgreSQL',
      'pnpm',
      ['exec', 'playwright', 'test', ...NGINX_SPECS],
      { E2E_STATIC_SERVER: 'nginx', DATABASE_URL: postgres.createDatabase('e2e') },
    );
  } finally {
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.off(signal, onSignal);
    postgres.stop();
  }
  const bulk = unitCounts(unitResults);
  const solo = unitCounts(soloResults);
  const unit = { passed: bulk.passed + solo.passed, failed: bulk.failed + solo.failed };
  const node = e2eCounts('e2e-results.json');
  const nginx = e2eCounts('e2e-results-nginx.json');
  const e2e = { passed: node.passed + nginx.passed, failed: node.failed + nginx.failed };
  const failures = [
    ...[unitResults, soloResults].flatMap((f) => jestFailures(readJson(f), root)),
    ...['e2e-results.json', 'e2e-results-nginx.json'].flatMap((f) =>
      playwrightFailures(readJson(path.join(results, f))),
    ),
  ];
  for (const name of failures.slice(0, 30)) console.log(`failed: ${name}`);
  console.log(
    `\nchecks: ${checks}\nunit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`,
  );
  tally.passed += unit.passed + e2e.passed;
  tally.failed += unit.failed + e2e.failed;
  console.log(`${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed === 0 && tally.passed > 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error.message);
  console.log(`${tally.passed} passed, ${tally.failed + 1} failed`);
  process.exit(1);
});
