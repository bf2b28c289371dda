// Matched orders a second across many markets on PostgreSQL with API_WORKERS processes: one API
// (api/dist/main.js, node:cluster with API_WORKERS=2 by default) on a fresh database of
// TEST_DATABASE_URL's server, SIM_MATCHES=50 and the simulator frozen (no ball running, no
// re-quote); PLAYERS players spread over up to MARKETS open match-odds markets, each sending
// its next PlaceBet when the last is answered, for SECONDS. Every order is matched in full at once:
// a 1 Coin back at the best back price or lay at the best lay price (the house's offers). Prints one
// JSON line: matched orders a second, PlaceBet p50/p99, markets and players used, and the CPU ms
// an order of the API processes, the PostgreSQL server and this load generator (from /proc, the
// measured window only), each API process's busy share of the window, and how many of the API's
// connections waited for a lock on average (pg_stat_activity sampled); then the floor: the same
// players asking GetBalance for FLOOR_SECONDS (5 by default), its rate and the same CPU figures a
// request; the load average before and after. Then the open loop: orders sent at OPEN_RATE a
// second (500 by default) for OPEN_SECONDS (SECONDS by default) whether or not the last was
// answered, their PlaceBet p50/p99 and the rate reached. Throughout the closed loop, BALANCE_POLLERS
// more players (10) ask GetBalance one after another; their rate is set beside the same pollers'
// rate alone afterwards (the API's reads while the book is busy).
// Needs api/dist (node api/build.mjs). Run:
// TEST_DATABASE_URL=postgres://... api/node_modules/.bin/tsx bench/engine/order-markets-cost.ts [seconds] [players] [markets] [workers]
// (API_NODE_OPTIONS: the API processes' NODE_OPTIONS, e.g. a CPU profile of each:
// API_NODE_OPTIONS="--require $PWD/bench/engine/cpu-profile.cjs" CPU_PROFILE_DIR=/tmp/prof;
// ORDER_LANES: the API's order lanes; API_DIST: another build's dist folder, for an A/B)
import { loadavg } from 'node:os';
import { spawnApi } from '../../api/test/reliability/api-process';
import {
  readFeed,
  type FeedMatch,
  type HttpPlayer,
} from '../../api/test/reliability/exchange-http';
import { envelope, httpClient } from '../../api/test/reliability/http-client';
import { processStorage } from '../../api/test/reliability/process-storage';
import { controlOnLeader } from '../../api/test/reliability/takeover-probe';
import type { Queryable } from '../../api/src/db/types';
import { cpuWindow, postmasterPid } from './process-cpu';

const SECONDS = Number(process.argv[2] ?? 20);
const PLAYERS = Number(process.argv[3] ?? 100);
const MARKETS = Number(process.argv[4] ?? 50);
const WORKERS = process.argv[5] ?? '2';
// the floor's seconds: the same players asking GetBalance (an authenticated read) one after another
const FLOOR_SECONDS = Number(process.env.FLOOR_SECONDS ?? 5);
const OPEN_RATE = Number(process.env.OPEN_RATE ?? 500);
const OPEN_SECONDS = Number(process.env.OPEN_SECONDS ?? SECONDS);
const BALANCE_POLLERS = Number(process.env.BALANCE_POLLERS ?? 10);
const SLICES = 5;

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Each client asks GetBalance, the next when the last is answered, until `end`: each answer's ms. */
async function pollBalance(clients: readonly HttpPlayer[], api: string, end: number) {
  const times: number[] = [];
  await Promise.all(
    clients.map(async (p) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await p.http.post(`${api}/User/GetBalance`, { sessionId: p.sessionId });
        if (res.code !== 200) throw new Error(`GetBalance: ${res.code} ${res.error ?? ''}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

/** The same players asking GetBalance one after another for FLOOR_SECONDS: the machine's ceiling. */
async function balanceFloor(
  clients: readonly HttpPlayer[],
  api: string,
  apiPid: number,
  pgPid: number | null,
) {
  const cpu = cpuWindow(apiPid, pgPid);
  const started = performance.now();
  const times = await pollBalance(clients, api, started + FLOOR_SECONDS * 1000);
  const perRequest = cpu.per(times.length);
  const sorted = times.sort((a, b) => a - b);
  return {
    getBalancePerSecond: times.length / ((performance.now() - started) / 1000),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    perRequest,
  };
}

/**
 * The API's connections that wait for a lock (an order book's advisory lock, or a row), sampled
 * every 50 ms until `end`: their mean count (the wait the two processes' batches cause each other).
 */
async function lockWaits(db: Queryable, end: number) {
  let samples = 0;
  let advisory = 0;
  let rows = 0;
  while (performance.now() < end) {
    const [r] = await db.query<{ advisory: number; rows: number }>(
      `SELECT count(*) FILTER (WHERE wait_event = 'advisory')::int AS advisory,
              count(*) FILTER (WHERE wait_event_type = 'Lock' AND wait_event <> 'advisory')::int AS rows
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    samples += 1;
    advisory += r?.advisory ?? 0;
    rows += r?.rows ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mean = (n: number) => (samples > 0 ? Number((n / samples).toFixed(2)) : 0);
  return { samples, advisory: mean(advisory), other: mean(rows) };
}

/**
 * Orders sent at OPEN_RATE a second for OPEN_SECONDS, each player in turn, whether or not the
 * last was answered (an open loop: a slow answer does not slow the arrivals).
 */
async function openLoop(
  players: number,
  place: (i: number) => Promise<{ ms: number; matched: boolean }>,
) {
  const sent: Promise<{ ms: number; matched: boolean }>[] = [];
  const started = performance.now();
  const total = Math.round(OPEN_RATE * OPEN_SECONDS);
  while (sent.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * OPEN_RATE));
    while (sent.length < due) sent.push(place(sent.length % players));
    await new Promise((r) => setTimeout(r, 2));
  }
  const sendSeconds = (performance.now() - started) / 1000;
  const answers = await Promise.all(sent);
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    rate: OPEN_RATE,
    sentPerSecond: total / sendSeconds,
    answeredPerSecond: total / ((performance.now() - started) / 1000),
    matched: answers.filter((a) => a.matched).length,
    orders: total,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}

async function main(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const store = await processStorage();
  const api = await spawnApi(
    store.storage,
    {
      API_WORKERS: WORKERS,
      SIM_MATCHES: '50',
      // e.g. a profile of each API process (bench/engine/cpu-profile.cjs, its CPU_PROFILE_* settings)
      ...(process.env.API_NODE_OPTIONS ? { NODE_OPTIONS: process.env.API_NODE_OPTIONS } : {}),
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          (e): e is [string, string] => e[0].startsWith('CPU_PROFILE_') && e[1] !== undefined,
        ),
      ),
      // the API's order lanes (config ORDER_LANES), for an A/B of the queueing
      ...(process.env.ORDER_LANES ? { ORDER_LANES: process.env.ORDER_LANES } : {}),
    },
    undefined,
    process.env.API_DIST || undefined,
  );
  const db = await store.open();
  const pgPid = await postmasterPid(db);
  const clients: HttpPlayer[] = [];
  try {
    const control = httpClient();
    const created = envelope<{ players: { userName: string; token: string; sessionId: string }[] }>(
      await control.post(`${api.api}/__test/CreatePlayers`, {
        Count: PLAYERS + BALANCE_POLLERS,
        Balance: '10000000',
        Prefix: 'spread',
      }),
    );
    await db.query("UPDATE users SET min_stake = 0 WHERE username LIKE 'spread%'");
    for (const p of created.data?.players ?? [])
      clients.push({
        name: p.userName,
        token: p.token,
        sessionId: p.sessionId,
        http: httpClient(p.token),
      });
    const openMarkets = (feed: FeedMatch[]) =>
      feed
        .flatMap((m) =>
          m.markets
            .filter((mk) => mk.marketType === 'odds' && mk.status === 'OPEN')
            .map((mk) => ({
              m,
              mk,
              ev: mk.events.find((e) => e.BackPrice1 > 1 && e.LayPrice1 > 1),
            })),
        )
        .filter((x) => x.ev)
        .slice(0, MARKETS);
    // the odds hosts show the markets a moment after the start
    let markets = openMarkets(await readFeed(clients[0]!, api));
    for (let i = 0; i < 60 && markets.length < MARKETS; i += 1) {
      await new Promise((r) => setTimeout(r, 500));
      markets = openMarkets(await readFeed(clients[0]!, api));
    }
    if (markets.length === 0) throw new Error('no open market');
    // Only the leader runs the simulator: a follower refuses (503), so ask until the leader answers.
    const frozen = await controlOnLeader(`${api.api}/__test/Sports/Control`, { Frozen: true });
    if (frozen.code !== 200) throw new Error(`could not freeze: ${frozen.refusals.join('; ')}`);
    // the markets open now stay open (they could close between the read above and the freeze)
    await new Promise((r) => setTimeout(r, 1000));
    markets = openMarkets(await readFeed(clients[0]!, api));
    if (markets.length === 0) throw new Error('no open market once frozen');
    control.close();
    const placers = clients.slice(0, PLAYERS);
    const pollers = clients.slice(PLAYERS);
    const reasons = new Map<string, number>();
    /** Player i's next order: a 1 Coin back or lay at the house's best price of its market. */
    const place = async (i: number): Promise<{ ms: number; matched: boolean }> => {
      const { m, mk, ev } = markets[i % markets.length]!;
      const back = Math.floor(i / markets.length) % 2 === 0;
      const t0 = performance.now();
      const res = await placers[i]!.http.post(`${api.api}/Player/PlaceBet`, {
        MatchId: m.matchId,
        EventId: m.eventId,
        MarketId: mk.marketId,
        MarketType: mk.marketType,
        SelectionId: ev!.SelectionId,
        Side: back ? 'back' : 'lay',
        Price: (back ? ev!.BackPrice1 : ev!.LayPrice1).toFixed(2),
        Stake: '1.00',
      });
      const ms = performance.now() - t0;
      const body = envelope<{ matched: string }>(res);
      if (res.code === 200 && body.status === 0 && body.data?.matched === '1.00')
        return { ms, matched: true };
      const why =
        body.status === 0 ? `matched ${body.data?.matched}` : `${res.code} ${body.message}`;
      reasons.set(why, (reasons.get(why) ?? 0) + 1);
      return { ms, matched: false };
    };
    // one order a market before the window: the owners claim their markets and load the books
    await Promise.all(markets.map((_, i) => place(i)));
    reasons.clear();
    const times: number[] = [];
    let matched = 0;
    // matched orders in each fifth of the window (a rate that falls as the books fill shows here)
    const bySlice = Array.from({ length: SLICES }, () => 0);
    const end = performance.now() + SECONDS * 1000;
    const started = performance.now();
    const load = [loadavg()[0]];
    const cpu = cpuWindow(api.pid, pgPid);
    const waits = lockWaits(db, end);
    const busyBalance = pollBalance(pollers, api.api, end);
    await Promise.all(
      placers.map(async (_, i) => {
        while (performance.now() < end) {
          const r = await place(i);
          times.push(r.ms);
          if (!r.matched) continue;
          matched += 1;
          const at = Math.floor(((performance.now() - started) / (SECONDS * 1000)) * SLICES);
          const slice = Math.min(SLICES - 1, at);
          bySlice[slice] = (bySlice[slice] ?? 0) + 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const orderCpu = cpu.per(times.length);
    const bookWaits = await waits;
    const balanceBusy = (await busyBalance).length / elapsed;
    const aloneStarted = performance.now();
    const alone = await pollBalance(pollers, api.api, aloneStarted + FLOOR_SECONDS * 1000);
    const balanceAlone = alone.length / ((performance.now() - aloneStarted) / 1000);
    const open = await openLoop(placers.length, place);
    const floor = await balanceFloor(placers, api.api, api.pid, pgPid);
    load.push(loadavg()[0]);
    const sorted = times.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        db: 'postgresql',
        workers: Number(WORKERS),
        lanes: process.env.ORDER_LANES ?? 'default',
        markets: markets.length,
        players: PLAYERS,
        seconds: elapsed,
        orders: times.length,
        matched,
        unmatched: times.length - matched,
        reasons: Object.fromEntries([...reasons].sort((a, b) => b[1] - a[1]).slice(0, 4)),
        matchedPerSecond: matched / elapsed,
        matchedPerSecondBySlice: bySlice.map((n) => Math.round(n / (SECONDS / SLICES))),
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        // CPU ms an order of the API processes, the PostgreSQL server, this load generator and
        // the whole machine (all of it, other work included), and the machine's busy share
        perOrder: orderCpu,
        // the API's connections waiting for a lock, on average over the window (sampled)
        lockWaits: bookWaits,
        // GetBalance a second of BALANCE_POLLERS players while the orders ran, and alone after
        balance: { pollers: pollers.length, busy: balanceBusy, alone: balanceAlone },
        open,
        floor,
        loadAverage: load.map((l) => Number(l?.toFixed(2))),
      }),
    );
  } finally {
    for (const c of clients) c.http.close();
    await api.stop();
    await db.close();
    await store.remove();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
