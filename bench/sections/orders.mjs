// Order book section: matched orders a second on one market (one pair at a time, and 100 players
// at once; 20 with --quick), PlaceBet p50/p99 with those players placing at once, PlaceBet p50/p99
// on a market with a deep book (1,000 waiting orders; 200 with --quick) beside the same call on an
// empty one, and the tick's fill
// job's CPU when the house re-quotes beside the same job when nothing moved: each figure beside its
// baseline from the same run (bench/engine/order-book-cost.ts, in-process app, PGlite; and
// PostgreSQL when TEST_DATABASE_URL names a server). With TEST_DATABASE_URL also matched orders a
// second across 50 markets with API_WORKERS=2 (bench/engine/order-markets-cost.ts: the built API,
// node api/build.mjs first, 100 players spread over the markets, 20 s; 8 s with --quick). Needs no
// stack.
// Run alone: node bench/sections/orders.mjs [--quick]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { row } from './support/rows.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECTION = 'orders';
const BALL_MS = 5000;
const MATCHES = 50;

/** One run of the cost script on `db` (pglite, or postgresql with TEST_DATABASE_URL). */
function measure(quick, env) {
  const out = execFileSync(
    path.join(root, 'api/node_modules/.bin/tsx'),
    [
      path.join(root, 'bench/engine/order-book-cost.ts'),
      ...(quick ? ['30', '30', '200', '20'] : ['300', '200', '1000', '100']),
    ],
    { cwd: root, encoding: 'utf8', env, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(out.trim().split('\n').pop() ?? '{}');
}

/** Matched orders a second across 50 markets, API_WORKERS=2, on TEST_DATABASE_URL's server. */
function measureMarkets(quick, env) {
  execFileSync(process.execPath, [path.join(root, 'api/build.mjs')], { cwd: root, env });
  const out = execFileSync(
    path.join(root, 'api/node_modules/.bin/tsx'),
    [path.join(root, 'bench/engine/order-markets-cost.ts'), quick ? '8' : '20', '100', '50', '2'],
    { cwd: root, encoding: 'utf8', env, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(out.trim().split('\n').pop() ?? '{}');
}

/** @param {{ quick: boolean, log: (m: string) => void }} ctx */
export async function run(ctx) {
  const { TEST_DATABASE_URL, ...env } = process.env;
  const runs = [measure(ctx.quick, env)];
  if (TEST_DATABASE_URL) runs.push(measure(ctx.quick, { ...env, TEST_DATABASE_URL }));
  const rows = [];
  for (const r of runs) {
    ctx.log(
      `${r.db}: ${r.matchedPerSecond.toFixed(0)} matched orders/s one at a time, ${r.crowdPerSecond.toFixed(0)}/s with ${r.crowd} players at once (PlaceBet p50 ${r.crowdP50.toFixed(0)} / p99 ${r.crowdP99.toFixed(0)} ms); PlaceBet deep p50 ${r.deepP50.toFixed(1)} / p99 ${r.deepP99.toFixed(1)} ms, empty p50 ${r.emptyP50.toFixed(1)} / p99 ${r.emptyP99.toFixed(1)} ms; fill job ${r.requoteMs.toFixed(1)} ms CPU re-quoting, ${r.unchangedMs.toFixed(1)} ms not`,
    );
    // every market's quote moves once a ball: 50 matches at SIM_BALL_MS re-quote this often
    const requotesPerSecond = (MATCHES * 1000) / BALL_MS;
    const coreShare = ((r.requoteMs - r.unchangedMs) * requotesPerSecond) / 10;
    rows.push(
      row(
        SECTION,
        `${r.db}: matched orders/s, one market, one order at a time`,
        r.matchedPerSecond,
        '/s',
        {
          places: 0,
        },
      ),
      row(
        SECTION,
        `${r.db}: matched orders/s, one market, ${r.crowd} players at once, 1 process`,
        r.crowdPerSecond,
        '/s',
        { places: 0, target: '>= 500', pass: r.crowdPerSecond >= 500 },
      ),
      row(SECTION, `${r.db}: PlaceBet p99, ${r.crowd} players placing at once`, r.crowdP99, 'ms', {
        baseline: { name: 'p50', value: r.crowdP50 },
        target: '<= 100',
        pass: r.crowdP99 <= 100,
      }),
      row(SECTION, `${r.db}: PlaceBet p50, deep book (${r.depth} waiting)`, r.deepP50, 'ms', {
        baseline: { name: 'empty book p50', value: r.emptyP50 },
      }),
      row(SECTION, `${r.db}: PlaceBet p99, deep book (${r.depth} waiting)`, r.deepP99, 'ms', {
        baseline: { name: 'empty book p99', value: r.emptyP99 },
        target: '<= 100',
        pass: r.deepP99 <= 100,
      }),
      row(
        SECTION,
        `${r.db}: CPU of the fill job with a house re-quote, one market`,
        r.requoteMs,
        'ms',
        {
          baseline: { name: 'same job, quote unchanged', value: r.unchangedMs },
        },
      ),
      row(SECTION, `${r.db}: re-quotes of ${MATCHES} matches, share of one core`, coreShare, '%', {
        places: 2,
        target: '< 5%',
        pass: coreShare < 5,
      }),
    );
  }
  const spread = TEST_DATABASE_URL
    ? measureMarkets(ctx.quick, { ...env, TEST_DATABASE_URL })
    : null;
  if (spread) {
    ctx.log(
      `postgresql, ${spread.workers} processes: ${spread.matchedPerSecond.toFixed(0)} matched orders/s across ${spread.markets} markets, ${spread.players} players (PlaceBet p50 ${spread.p50.toFixed(0)} / p99 ${spread.p99.toFixed(0)} ms)`,
    );
    rows.push(
      row(
        SECTION,
        `postgresql: matched orders/s, ${spread.markets} markets, ${spread.workers} processes`,
        spread.matchedPerSecond,
        '/s',
        { places: 0, target: '>= 1000', pass: spread.matchedPerSecond >= 1000 },
      ),
    );
  }
  return { rows, raw: { runs, spread } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run({ quick: process.argv.includes('--quick'), log: console.log }).then((r) =>
    console.log(JSON.stringify(r.rows, null, 2)),
  );
}
