// Fuzz soak: the API's fuzz tests (api/test/security/fuzz-{bodies,money,raw}.test.ts, PGlite)
// with 1,000 generated requests a call and a new seed each run, where `npm test` sends 80 to 300
// a call with a fixed seed. Rows: the calls and requests sent, the failed tests (0: no 5xx, every
// refusal with a message, no money moved by a refusal) and the time. A failed test crashes the
// section with its name (fast-check prints the seed to replay it with FUZZ_SEED=<seed>).
// Skipped by --quick (CI runs the tests themselves).
// Run alone: node bench/sections/fuzz.mjs [--runs=1000]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { row } from './support/rows.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FILES = ['fuzz-bodies', 'fuzz-money', 'fuzz-raw'].map(
  (name) => `api/test/security/${name}.test.ts`,
);
const RUNS = 1000;

/** @param {{ quick: boolean, log: (m: string) => void, runs?: number }} ctx */
export async function run(ctx) {
  if (ctx.quick) return { rows: [row('fuzz', 'skipped in --quick', 0, '')], raw: null };
  const runs = ctx.runs ?? RUNS;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-fuzz-'));
  const out = path.join(tmp, 'report.json');
  const started = performance.now();
  try {
    const args = ['exec', 'jest', ...FILES, '--selectProjects', 'api', '--runInBand'];
    const jest = spawnSync('pnpm', [...args, '--json', `--outputFile=${out}`], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: 'random' },
    });
    const seconds = (performance.now() - started) / 1000;
    /** @type {{ numFailedTests: number, testResults: { name: string, message: string,
     *   assertionResults: { title: string, status: string, fullName: string }[] }[] }} */
    let report;
    try {
      report = JSON.parse(readFileSync(out, 'utf8'));
    } catch {
      throw new Error(`jest wrote no report (exit ${jest.status}): ${jest.stderr.slice(-2000)}`);
    }
    const tests = report.testResults.flatMap((s) => s.assertionResults);
    const calls = tests.filter((t) => / (generated|raw) bodies,/.test(t.title)).length;
    const failed = tests.filter((t) => t.status === 'failed').map((t) => t.fullName);
    ctx.log(
      `${calls} calls x ${runs} requests in ${seconds.toFixed(0)} s, ${failed.length} failed`,
    );
    if (failed.length || jest.status !== 0)
      throw new Error(
        `fuzz soak failed (exit ${jest.status}): ${failed.join('; ') || jest.stderr.slice(-2000)}`,
      );
    return {
      rows: [
        row('fuzz', `requests (${calls} calls x ${runs}, random seed)`, calls * runs, '', {
          places: 0,
        }),
        row('fuzz', 'failed tests (5xx, refusal with no message, money moved)', 0, '', {
          places: 0,
          target: '0',
          pass: true,
        }),
        row('fuzz', 'soak time (PGlite, one process)', seconds, 's', { places: 0 }),
      ],
      raw: { runs, calls, seconds },
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = process.argv.find((a) => a.startsWith('--runs='));
  run({ quick: false, log: console.log, runs: arg ? Number(arg.slice(7)) : RUNS }).then(
    (r) => console.log(JSON.stringify(r.rows, null, 2)),
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
