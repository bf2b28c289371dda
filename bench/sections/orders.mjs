// Order book section: matched orders a second on one market (one pair at a time, and 100 players
// at once; 20 with --quick), PlaceBet p50/p99 with those players placing at once, PlaceBet p50/p99
// on a market with a deep book (1,000 waiting orders; 200 with --quick) beside the same call on an
// empty one, and the tick's fill
// job's CPU when the house re-quotes beside the same job when nothing moved: each figure beside its
// baseline from the same run (bench/engine/order-book-cost.ts, in-process app, PGlite; and
// PostgreSQL when TEST_DATABASE_URL names a server). With TEST_DATABASE_URL also, with
// API_WORKERS=2 (bench/engine/order-markets-cost.ts: the built API, node api/build.mjs first, 100
// players, 20 s; 8 s with --quick), across 50 markets and on one: matched orders a second, CPU a
// matched order, PlaceBet p99 closed loop and open loop at 500 a second, GetBalance's rate while
// orders run against its rate alone; each beside GetBalance's figure from the same run. Needs no
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

/**
 * Matched orders a second across `markets` markets, API_WORKERS=2, on TEST_DATABASE_URL's server
 * (the closed loop, then the open loop at 500 orders a second, GetBalance beside them).
 */
function measureMarkets(quick, env, markets) {
  const out = execFileSync(
    path.join(root, 'api/node_modules/.bin/tsx'),
    [
      path.join(root, 'bench/engine/order-markets-cost.ts'),
      quick ? '8' : '20',
      '100',
      String(markets),
      '2',
    ],
    { cwd: root, encoding: 'utf8', env, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(out.trim().split('\n').pop() ?? '{}');
}

/** The rows of issue 43's targets, each beside GetBalance's figure from the same run. */
function spreadRows(spread, one) {
  const cpu = (c) => c.apiCpuMs + c.pgCpuMs;
  const balance = (value) => ({ baseline: { name: 'GetBalance, same players', value } });
  const label = `postgresql, ${spread.workers} processes`;
  return [
    row(
      SECTION,
      `${label}: matched orders/s, ${spread.markets} markets`,
      spread.matchedPerSecond,
      '/s',
      {
        places: 0,
        ...balance(spread.floor.getBalancePerSecond),
        target: '>= 1500',
        pass: spread.matchedPerSecond >= 1500,
      },
    ),
    row(SECTION, `${label}: matched orders/s, one market`, one.matchedPerSecond, '/s', {
      places: 0,
      ...balance(one.floor.getBalancePerSecond),
      target: '>= 1000',
      pass: one.matchedPerSecond >= 1000,
    }),
    row(SECTION, `${label}: CPU a matched order, API + PostgreSQL`, cpu(spread.perOrder), 'ms', {
      places: 2,
      ...balance(cpu(spread.floor.perRequest)),
      target: '<= 1.0',
      pass: cpu(spread.perOrder) <= 1,
    }),
    row(
      SECTION,
      `${label}: PlaceBet p99, open loop at ${spread.open.rate}/s`,
      spread.open.p99,
      'ms',
      {
        ...balance(spread.floor.p99),
        target: '<= 50',
        pass: spread.open.p99 <= 50,
      },
    ),
    row(
      SECTION,
      `${label}: PlaceBet p99, closed loop, ${spread.players} players`,
      spread.p99,
      'ms',
      {
        ...balance(spread.floor.p99),
      },
    ),
    row(
      SECTION,
      `${label}: GetBalance a second while orders run, share of alone`,
      spread.balance.busy / spread.balance.alone,
      'x',
      {
        places: 2,
        baseline: { name: 'GetBalance alone, same pollers', value: 1 },
        target: '>= 0.3',
        pass: spread.balance.busy / spread.balance.alone >= 0.3,
      },
    ),
  ];
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
  if (TEST_DATABASE_URL) {
    execFileSync(process.execPath, [path.join(root, 'api/build.mjs')], { cwd: root, env });
    const dbEnv = { ...env, TEST_DATABASE_URL };
    const spread = measureMarkets(ctx.quick, dbEnv, 50);
    const one = measureMarkets(ctx.quick, dbEnv, 1);
    for (const r of [spread, one])
      ctx.log(
        `postgresql, ${r.workers} processes: ${r.matchedPerSecond.toFixed(0)} matched orders/s across ${r.markets} markets, ${r.players} players (PlaceBet p50 ${r.p50.toFixed(0)} / p99 ${r.p99.toFixed(0)} ms; open loop at ${r.open.rate}/s: p50 ${r.open.p50.toFixed(0)} / p99 ${r.open.p99.toFixed(0)} ms); GetBalance ${r.floor.getBalancePerSecond.toFixed(0)}/s`,
      );
    rows.push(...spreadRows(spread, one));
    return { rows, raw: { runs, spread, one } };
  }
  return { rows, raw: { runs } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run({ quick: process.argv.includes('--quick'), log: console.log }).then((r) =>
    console.log(JSON.stringify(r.rows, null, 2)),
  );
}
