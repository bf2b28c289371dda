// CI smoke of `pnpm bench`: runs `node bench/run.mjs --quick --skip-build` on its own ports
// (PORT_OFFSET 800, away from the e2e stack) against the bundles `npm test` built, writing to a
// temp file, then checks every section ran and produced numbers, and that the byte budgets hold.
// A bundle that is missing or older than its sources (a smoke run by hand) is built first.
// Timings are printed, never asserted.
const { existsSync, readFileSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startGroup } = require('../../scripts/lib/processes.cjs');
const { staleBundles } = require('./bundles-current');

const root = path.resolve(__dirname, '../..');
const SECTIONS = ['build', 'bytes', 'load', 'odds', 'pixel', 'ladder', 'api', 'stream'];
// Several minutes on a 2-core machine shared with other work; about 3 on a quiet one.
const RUN_LIMIT_MS = 10 * 60_000;
// Four production builds, two at a time: 5 minutes an app on a loaded 2-core machine.
const BUILD_LIMIT_MS = 20 * 60_000;

/** Runs a node script of the repository; resolves with its exit code and the tail of its output. */
function runScript(script, args, limitMs) {
  // SIGTERM at the limit lets the script stop what it started; SIGKILL 30 s later if it does not.
  const { child, exited, stop } = startGroup(process.execPath, [script, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    graceMs: 30_000,
  });
  let output = '';
  const keep = (d) => (output = (output + d).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const limit = setTimeout(stop, limitMs);
  return exited.then((code) => {
    clearTimeout(limit);
    return { code, output };
  });
}

describe('pnpm bench --quick', () => {
  const out = path.join(os.tmpdir(), `bench-smoke-${process.pid}.json`);
  afterAll(() => rmSync(out, { force: true }));

  it(
    'runs every section to numbers, with no crash and every byte budget kept',
    async () => {
      const stale = staleBundles(root);
      if (stale.length) {
        console.log(
          `bench smoke: building ${stale.map((s) => `${s.app} (${s.reason})`).join(', ')}`,
        );
        const built = await runScript(
          'scripts/build-all.mjs',
          stale.map((s) => s.app),
          BUILD_LIMIT_MS,
        );
        expect({
          build: built.code,
          tail: built.code === 0 ? '' : built.output.slice(-3000),
        }).toEqual({
          build: 0,
          tail: '',
        });
      }
      const started = Date.now();
      const { code, output } = await runScript(
        'bench/run.mjs',
        ['--quick', '--skip-build', '--offset=800', `--out=${out}`],
        RUN_LIMIT_MS,
      );
      if (!existsSync(out)) throw new Error(`no results written (exit ${code}):\n${output}`);
      const results = JSON.parse(readFileSync(out, 'utf8'));
      console.log(
        `bench smoke: ${Math.round((Date.now() - started) / 1000)} s, ${results.rows.length} rows, sections ${JSON.stringify(
          Object.fromEntries(Object.entries(results.sections).map(([k, v]) => [k, v.seconds])),
        )}`,
      );

      expect(results.quick).toBe(true);
      expect(results.machine.cpus).toBeGreaterThan(0);
      // A crashed section names its error here.
      expect(
        Object.fromEntries(
          SECTIONS.map((s) => [s, results.sections[s]?.error ?? results.sections[s]?.status]),
        ),
      ).toEqual(Object.fromEntries(SECTIONS.map((s) => [s, 'ok'])));
      for (const section of SECTIONS) {
        const rows = results.rows.filter((r) => r.section === section);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect({ metric: row.metric, finite: Number.isFinite(row.value) }).toEqual({
            metric: row.metric,
            finite: true,
          });
        }
      }
      const budgets = results.rows.filter((r) => r.section === 'bytes' && r.pass !== undefined);
      expect(budgets.length).toBeGreaterThan(0);
      expect(
        budgets.filter((r) => !r.pass).map((r) => `${r.metric}: ${r.value} ${r.unit}`),
      ).toEqual([]);
      expect({ code, tail: code === 0 ? '' : output.slice(-3000) }).toEqual({ code: 0, tail: '' });
    },
    // The bench, and the builds of stale bundles before it (each under its limit).
    BUILD_LIMIT_MS + RUN_LIMIT_MS + 60_000,
  );
});
