// Processes section: GetBalance on PostgreSQL with 1 API process and with API_WORKERS=2 (the
// leader and a follower sharing the port), each next to a bare Fastify route measured in the same
// run (bare, target, bare). Starts its own PostgreSQL cluster (scripts/lib/postgres.mjs) and the
// compiled API (api/dist, built here) on the ports of PORT_OFFSET + 50. Skipped by --quick
// (a PostgreSQL cluster takes seconds to start; the two-process test covers the code paths).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensurePostgres, startPostgres } from '../../scripts/lib/postgres.mjs';
import { onStop, startGroup } from '../../scripts/lib/processes.cjs';
import { cannon, startBareServer } from '../lib/autocannon-run.mjs';
import { mean, ratio, round } from '../lib/stats.mjs';

const SECTION = 'processes';
const CONNECTIONS = 200;
const TARGET_RATIO = 0.3;

/** @param {string} metric @param {number} value @param {string} [unit] */
const row = (metric, value, unit) => ({ section: SECTION, metric, value, unit });

/** @param {string} url */
async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** The compiled API on PostgreSQL with `workers` processes; resolves once it answers. */
async function startApi(root, databaseUrl, port, workers) {
  const api = startGroup(process.execPath, [path.join(root, 'api/dist/main.js')], {
    cwd: path.join(root, 'api'),
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_WORKERS: String(workers),
      API_PORT: String(port),
      SESSION_ODDS_PORT: String(port + 1),
      BOOK_ODDS_PORT: String(port + 2),
      SIM_SEED: '42',
      SIM_MATCHES: '50',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240 && !(await answers(`${url}/health`)); i += 1)
    await new Promise((r) => setTimeout(r, 250));
  if (!(await answers(`${url}/health`))) throw new Error(`API (${workers} processes) not up`);
  return { url, stop: api.stop };
}

async function login(url) {
  const res = await fetch(`${url}/Authenticate/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'demo', Password: 'demo1234', IpAddress: '0.0.0.0' }),
  });
  const body = await res.json();
  if (body.status !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body;
}

/** @param {{ root: string, quick: boolean, log: (m: string) => void }} ctx */
export async function run(ctx) {
  if (ctx.quick) return { rows: [row('skipped in --quick', 0)], raw: null };
  ensurePostgres();
  execFileSync(process.execPath, [path.join(ctx.root, 'api/build.mjs')], { stdio: 'inherit' });
  const pg = await startPostgres();
  const unregister = onStop(() => pg.stop());
  const bare = await startBareServer();
  const port = 4000 + Number(process.env.PORT_OFFSET ?? 700) + 50;
  const duration = 10;
  const rows = [];
  const raw = [];
  try {
    for (const workers of [1, 2]) {
      const api = await startApi(ctx.root, pg.url, port, workers);
      try {
        const session = await login(api.url);
        const shoot = (request) =>
          cannon({ ...request, connections: CONNECTIONS, duration, timeout: 10 });
        await shoot({ url: bare.url, method: 'GET' });
        const before = await shoot({ url: bare.url, method: 'GET' });
        const result = await shoot({
          url: `${api.url}/User/GetBalance`,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${session.token}`,
          },
          body: JSON.stringify({ sessionId: session.sessionId }),
        });
        const after = await shoot({ url: bare.url, method: 'GET' });
        const base = round(mean([before.requestsPerSecond, after.requestsPerSecond]), 0);
        const value = round(result.requestsPerSecond, 0);
        ctx.log(
          `GetBalance, ${workers} process(es): ${value} req/s, p99 ${result.latencyP99} ms, bare ${base} req/s`,
        );
        const r = ratio(value, base);
        rows.push({
          ...row(
            `GetBalance PostgreSQL ${workers} process(es) @${CONNECTIONS} req/s`,
            value,
            'req/s',
          ),
          baseline: { name: 'bare', value: base },
          ratio: r,
          target: `>= ${TARGET_RATIO}x`,
          pass: (r ?? 0) >= TARGET_RATIO && result.non2xx + result.errors === 0,
        });
        rows.push(row(`GetBalance PostgreSQL ${workers} process(es) p99`, result.latencyP99, 'ms'));
        raw.push({ workers, result, before, after });
      } finally {
        await api.stop();
      }
    }
    const [one, two] = raw.map((r) => r.result.requestsPerSecond);
    rows.push({
      ...row('GetBalance PostgreSQL 2 processes vs 1', round(two, 0), 'req/s'),
      baseline: { name: '1 process', value: round(one, 0) },
      ratio: ratio(two, one),
    });
    return { rows, raw };
  } finally {
    await bare.stop();
    unregister();
    pg.stop();
  }
}
