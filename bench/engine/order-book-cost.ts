// The exchange's order book on one process, in-process app (routes by inject, no sockets), on
// PGlite or, with TEST_DATABASE_URL, a fresh PostgreSQL database, all on matches before play:
// matched orders a second on one market, one pair at a time (demo lays at a price nobody offers,
// demo2 backs it: every order is matched) and with CROWD players at once (half lay, half back the
// same price, each sending its next order when its last is answered); PlaceBet p50/p99 of CROWD
// players placing at once; PlaceBet p50/p99 on a market with a deep book of waiting orders against
// the same on an empty one (interleaved, same run), and the CPU of a house re-quote (the tick's
// fill job of a market whose engine quote moved) against the same job when nothing moved.
// Prints one JSON line.
// Run: api/node_modules/.bin/tsx bench/engine/order-book-cost.ts [pairs] [samples] [depth] [crowd]
import type { SimMatch } from '../../api/src/modules/sports/feed/sim-types';
import {
  createSportsTestApp,
  oddsBet,
  player,
  type Player,
} from '../../api/test/support/sports-helpers';

const PAIRS = Number(process.argv[2] ?? 300);
const SAMPLES = Number(process.argv[3] ?? 200);
const DEPTH = Number(process.argv[4] ?? 1000);
const CROWD = Number(process.argv[5] ?? 100);

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Runner 0 of the match odds: the house offers 1.50 to back and 1.60 to lay, deep. */
function ladder(m: SimMatch, size = 1_000_000): void {
  m.odds.status = 'OPEN';
  for (const r of m.odds.runners) {
    r.back = [150, 149, 148];
    r.lay = [160, 161, 162];
    r.backSize = [size, size, size];
    r.laySize = [size, size, size];
  }
}

/** CROWD players (crowd1..N), logged in, with room for every order. */
async function crowd(t: Awaited<ReturnType<typeof createSportsTestApp>>): Promise<Player[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/__test/CreatePlayers',
    payload: { Count: CROWD, Balance: '10000000', Prefix: 'crowd' },
  });
  await t.db.query("UPDATE users SET min_stake = 0 WHERE username LIKE 'crowd%'");
  const players = (res.json() as { data: { players: { token: string; sessionId: string }[] } }).data
    .players;
  return players.map(({ token, sessionId }) => ({
    token,
    sessionId,
    post: (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } }),
  }));
}

async function placed(p: Player, body: object): Promise<void> {
  const res = (await p.post('/Player/PlaceBet', body)).json();
  if (res.status !== 0) throw new Error(`PlaceBet refused: ${res.message}`);
}

const at = (m: SimMatch, side: 'back' | 'lay', price: number, stake = '10.00') => ({
  ...oddsBet(m, side, stake),
  Price: (price / 100).toFixed(2),
});

async function main(): Promise<void> {
  const t = await createSportsTestApp();
  try {
    const [demo, demo2] = [await player(t), await player(t, 'demo2')];
    for (const name of ['demo', 'demo2'])
      await t.db.query(
        'UPDATE users SET balance = $2, max_stake = $2, min_stake = 0 WHERE username = $1',
        [name, 1_000_000_000],
      );
    const open = [...t.sports.sim.matches.values()].filter((m) => m.state === 'upcoming');
    const [matching, deep, empty, requoted, busy] = open;
    if (!matching || !deep || !empty || !requoted || !busy)
      throw new Error('fewer than 5 upcoming matches');
    for (const m of [matching, deep, empty, requoted, busy]) ladder(m);

    // (1) matched orders a second on one market.
    await placed(demo, at(matching, 'lay', 155));
    await placed(demo2, at(matching, 'back', 155));
    let started = performance.now();
    for (let i = 0; i < PAIRS; i += 1) {
      await placed(demo, at(matching, 'lay', 155));
      await placed(demo2, at(matching, 'back', 155));
    }
    const matchedPerSecond = (2 * PAIRS * 1000) / (performance.now() - started);

    // (1b) CROWD players at once on one market: even ones lay 1.55, odd ones back it, each
    // sending its next order when the last is answered, ROUNDS orders each. Every order's time
    // is PlaceBet with CROWD players placing at once.
    const players = await crowd(t);
    const ROUNDS = Math.max(2, Math.ceil((2 * PAIRS) / CROWD));
    const crowdTimes: number[] = [];
    started = performance.now();
    await Promise.all(
      players.map(async (p, i) => {
        for (let r = 0; r < ROUNDS; r += 1) {
          const t0 = performance.now();
          await placed(p, at(busy, i % 2 === 0 ? 'lay' : 'back', 155));
          crowdTimes.push(performance.now() - t0);
        }
      }),
    );
    const crowdPerSecond = (CROWD * ROUNDS * 1000) / (performance.now() - started);
    const crowdSorted = crowdTimes.sort((a, b) => a - b);

    // (2) PlaceBet on a deep book (demo2's waiting lays 1.20-1.49 and backs 1.61-1.99, none
    // crossed by a back at 1.50) against an empty one, interleaved.
    for (let i = 0; i < DEPTH; i += 1) {
      const lay = i % 2 === 0;
      const price = lay ? 120 + ((i >> 1) % 30) : 161 + ((i >> 1) % 39);
      await placed(demo2, at(deep, lay ? 'lay' : 'back', price));
    }
    const times = { deep: [] as number[], empty: [] as number[] };
    for (let i = 0; i < SAMPLES; i += 1) {
      for (const [key, m] of [
        ['deep', deep],
        ['empty', empty],
      ] as const) {
        started = performance.now();
        await placed(demo, at(m, 'back', 150));
        times[key].push(performance.now() - started);
      }
    }
    const deepSorted = times.deep.sort((a, b) => a - b);
    const emptySorted = times.empty.sort((a, b) => a - b);

    // (3) a house re-quote: the fill job after the engine's sizes moved, against the same job
    // when the quote is unchanged. One player's order waits there (the job skips other markets).
    await placed(demo2, at(requoted, 'lay', 130));
    const job = { requote: [] as number[], unchanged: [] as number[] };
    // CPU of this process (the app, and PGlite's database when it is PGlite), in ms
    const cpuMs = async (fn: () => Promise<void>) => {
      const before = process.cpuUsage();
      await fn();
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    for (let i = 0; i < SAMPLES; i += 1) {
      ladder(requoted, 1_000_000 + (i % 2));
      job.requote.push(await cpuMs(() => t.sports.fillOrders()));
      job.unchanged.push(await cpuMs(() => t.sports.fillOrders()));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      JSON.stringify({
        db: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
        pairs: PAIRS,
        samples: SAMPLES,
        depth: DEPTH,
        matchedPerSecond,
        crowd: CROWD,
        crowdPerSecond,
        crowdP50: quantile(crowdSorted, 0.5),
        crowdP99: quantile(crowdSorted, 0.99),
        deepP50: quantile(deepSorted, 0.5),
        deepP99: quantile(deepSorted, 0.99),
        emptyP50: quantile(emptySorted, 0.5),
        emptyP99: quantile(emptySorted, 0.99),
        requoteMs: mean(job.requote),
        unchangedMs: mean(job.unchanged),
      }),
    );
  } finally {
    await t.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
