// API section: throughput and p50/p99 latency of GetBalance, GetDashboard and the book odds host
// at 200 and 1000 connections (autocannon, loopback, bounded in time), each next to a bare Fastify
// route measured in the same run, interleaved bare, target, bare, ... so noise hits both.
// Run alone against a stack: node bench/sections/api.mjs [--quick] [PORT_OFFSET env, default 700]
import { apiTargets } from '../lib/api-targets.mjs';
import { cannon, startBareServer } from '../lib/autocannon-run.mjs';
import { mean, median, ratio, round } from '../lib/stats.mjs';

const SECTION = 'api';
const CONNECTIONS = [200, 1000];
const P99_TARGET_MS = 50;
const P99_TARGET_AT = 1000;
const TIMEOUT_S = 10; // autocannon's per-request timeout

/**
 * p99 counting timed-out requests, which autocannon leaves out of its latency histogram, as the
 * timeout: when over 1% timed out, the p99 is at least that.
 * @param {import('../lib/autocannon-run.mjs').CannonResult} r
 */
const p99 = (r) =>
  r.timeouts > 0.01 * (r.requestsTotal + r.timeouts) ? TIMEOUT_S * 1000 : r.latencyP99;

/**
 * Non-2xx replies and socket errors; a run with no reply at all counts as failed too (requests
 * still in flight when autocannon stops are neither errors nor timeouts).
 * @param {import('../lib/autocannon-run.mjs').CannonResult} r
 */
const failures = (r) => r.non2xx + r.errors + (r.requestsTotal === 0 ? r.connections : 0);

/** @param {{ stack: { apiUrl: string, bookOddsUrl: string }, quick: boolean, log: (m: string) => void }} ctx */
export async function run(ctx) {
  const duration = ctx.quick ? 2 : 10;
  // A smoke runs each target once, at the lower count: the same code path as the 1000 runs.
  const connectionCounts = ctx.quick ? CONNECTIONS.slice(0, 1) : CONNECTIONS;
  const warmup = ctx.quick ? 0 : 3; // s at 50 connections per server; none in a smoke
  const bare = await startBareServer();
  try {
    const calls = await apiTargets(ctx.stack);
    const bareCall = { key: 'bare route', request: { url: bare.url, method: 'GET' } };
    const shoot = async (call, connections, seconds) => {
      const result = await cannon({
        ...call.request,
        connections,
        duration: seconds,
        timeout: TIMEOUT_S,
      });
      ctx.log(
        `${call.key} @${connections}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.latencyP50} ms, p99 ${p99(result)} ms, non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts})`,
      );
      return result;
    };
    if (warmup) for (const call of [bareCall, ...calls.list]) await shoot(call, 50, warmup);

    const rows = [];
    const raw = {
      durationSeconds: duration,
      matches: calls.matches,
      oddsBytes: calls.oddsBytes,
      dashboardBytes: calls.dashboardBytes,
      runs: [],
    };
    for (const connections of connectionCounts) {
      const bares = [await shoot(bareCall, connections, duration)];
      const measured = [];
      for (const call of calls.list) {
        const result = await shoot(call, connections, duration);
        bares.push(await shoot(bareCall, connections, duration));
        await call.check();
        measured.push({ call, result, before: bares.at(-2), after: bares.at(-1) });
      }
      raw.runs.push({
        connections,
        bare: bares,
        targets: measured.map((m) => ({ key: m.call.key, ...m.result })),
      });

      rows.push(...bareRows(bares, connections));
      for (const m of measured) rows.push(...targetRows(m, connections));
    }
    return { rows, raw };
  } finally {
    await bare.stop();
  }
}

/** @param {string} metric @param {number} value @param {string} [unit] */
const row = (metric, value, unit) => ({ section: SECTION, metric, value, unit });

/**
 * The bare route's figures at one connection count: medians of its runs.
 * @param {import('../lib/autocannon-run.mjs').CannonResult[]} bares
 * @param {number} connections
 */
function bareRows(bares, connections) {
  const what = `bare fastify route @${connections}`;
  const med = (pick) => median(bares.map(pick));
  const failed = bares.reduce((n, b) => n + failures(b), 0);
  return [
    row(
      `${what} req/s`,
      round(
        med((b) => b.requestsPerSecond),
        0,
      ),
      'req/s',
    ),
    row(
      `${what} p50`,
      med((b) => b.latencyP50),
      'ms',
    ),
    row(`${what} p99`, med(p99), 'ms'),
    failureRow(what, failed),
  ];
}

/**
 * One call's figures, each next to the mean of the bare runs just before and just after it.
 * @param {{ call: { key: string, minRatio?: number }, result: import('../lib/autocannon-run.mjs').CannonResult,
 *   before: import('../lib/autocannon-run.mjs').CannonResult, after: import('../lib/autocannon-run.mjs').CannonResult }} m
 * @param {number} connections
 */
function targetRows({ call, result, before, after }, connections) {
  const what = `${call.key} @${connections}`;
  const compared = (metric, pick, unit) => {
    const value = unit === 'req/s' ? round(pick(result), 0) : pick(result);
    const base = round(mean([pick(before), pick(after)]), 1);
    return {
      ...row(`${what} ${metric}`, value, unit),
      baseline: { name: 'bare', value: base },
      ratio: ratio(value, base),
    };
  };
  const rps = compared('req/s', (r) => r.requestsPerSecond, 'req/s');
  const p99Row = compared('p99', p99, 'ms');
  return [
    call.minRatio
      ? { ...rps, target: `>= ${call.minRatio}x`, pass: (rps.ratio ?? 0) >= call.minRatio }
      : rps,
    compared('p50', (r) => r.latencyP50, 'ms'),
    connections === P99_TARGET_AT
      ? {
          ...p99Row,
          target: `< ${P99_TARGET_MS} ms`,
          pass: result.requestsTotal > 0 && p99Row.value < P99_TARGET_MS,
        }
      : p99Row,
    failureRow(what, failures(result)),
  ];
}

/** @param {string} what @param {number} count */
function failureRow(what, count) {
  return {
    section: SECTION,
    metric: `${what} non-2xx + errors`,
    value: count,
    target: '0',
    pass: count === 0,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { stackUrls } = await import('../lib/stack.mjs');
  const { formatTable } = await import('../lib/table.mjs');
  const offset = Number(process.env.PORT_OFFSET ?? 700);
  const result = await run({
    stack: stackUrls(offset),
    quick: process.argv.includes('--quick'),
    log: console.log,
  });
  console.log(formatTable(result.rows));
}
