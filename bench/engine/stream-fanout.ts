// The live stream on one process: a stream hub over a real WebSocket server with 50 matches
// ticking once a second (SIM_BALL_MS 5000), N subscribers in another process (client i follows
// one match; client 0 also the dashboard). Measures delivery (tick start to receipt), the
// server's CPU, how long each tick's sends hold the server's event loop (wall and CPU), the
// subscribers' process's CPU (if it saturated a core, the delivery figures would be its queue),
// and the bytes a match page and /matches receive a minute against what polling their calls
// every second reads (reply bodies as they travel, GetDashboard gzipped; no HTTP headers:
// polling's bytes are lower than real).
// Prints one JSON line.
// Run: api/node_modules/.bin/tsx bench/engine/stream-fanout.ts [subscribers] [ticks]
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LiveBus } from '../../api/src/live/live-bus';
import { streamConnection } from '../../api/src/live/stream-connection';
import { StreamHub } from '../../api/src/live/stream-hub';
import { scoreData } from '../../api/src/modules/sports/feed/engine/score';
import { publishSimulator } from '../../api/src/modules/sports/feed-run/live-publish';
import { Simulator } from '../../api/src/modules/sports/feed/simulator';
import { FeedJsonCache } from '../../api/src/modules/sports/feed-run/sim-feed-cache';

const SUBSCRIBERS = Number(process.argv[2] ?? 5000);
const TICKS = Number(process.argv[3] ?? 20);
const TICK_MS = 1000;
const MATCHES = 50;

interface Socket {
  send(text: string): void;
  bufferedAmount: number;
  close(code: number, reason: string): void;
  on(event: string, fn: (data: unknown) => void): void;
}
const { WebSocketServer } = createRequire(path.join(__dirname, '../../api/package.json'))('ws') as {
  WebSocketServer: new (o: object) => {
    on(e: 'connection', fn: (s: Socket) => void): void;
    once(e: 'listening', fn: () => void): void;
    address(): { port: number };
    close(): void;
  };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

async function main(): Promise<void> {
  const sim = new Simulator({
    feed: new FeedJsonCache(),
    seed: 42,
    matchCount: MATCHES,
    firstId: 1001,
    ballTicks: 5,
  });
  const bus = new LiveBus();
  publishSimulator(sim, bus);
  const hub = new StreamHub(bus);
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', maxPayload: 4096 });
  await new Promise<void>((r) => wss.once('listening', r));
  wss.on('connection', (socket) => {
    const conn = streamConnection(socket, {
      hub,
      authenticate: (token) =>
        Promise.resolve({
          userId: Number(token),
          sessionId: token,
          expiresAt: new Date(Date.now() + 3.6e6),
        }),
      authTimeoutMs: 30_000,
    });
    socket.on('message', (d) => conn.message(String(d)));
    socket.on('close', () => conn.closed());
  });
  const matches = [...sim.matches.values()];
  const topics = matches.map((m) => `match:${m.eventId}`);
  const url = `ws://127.0.0.1:${wss.address().port}`;
  // Plain Node (no tsx loader); BENCH_CLIENT_NODE_ARGS passes flags such as --cpu-prof.
  const execArgv = process.env.BENCH_CLIENT_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = fork(
    path.join(__dirname, 'stream-clients.cjs'),
    [url, String(SUBSCRIBERS), ...topics],
    { execArgv },
  );
  const fromChild = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      child.on('message', (m: { type: string }) => m.type === type && resolve(m as T));
      child.on('exit', (code) => reject(new Error(`the subscribers' process exited (${code})`)));
    });
  const { retries } = await fromChild<{ retries: number }>('ready');

  // Polling reads these every second (the match page of client 0's match, and /matches).
  const m0 = matches[0]!;
  let pollMatch = 0;
  let pollDashboard = 0;
  const tickStarts: number[] = [];
  /** How long each tick's publishing (every send of it) held the server's event loop. */
  const publishMs: number[] = [];
  const publishCpuMs: number[] = [];
  child.send('start');
  await sleep(50);
  const cpu0 = process.cpuUsage();
  const wall0 = now();
  for (let i = 0; i < TICKS; i++) {
    tickStarts.push(now());
    const tickCpu0 = process.cpuUsage();
    sim.tick();
    await Promise.resolve(); // the dashboard's event goes out in a microtask
    publishMs.push(now() - tickStarts[i]!);
    const tc = process.cpuUsage(tickCpu0);
    publishCpuMs.push((tc.user + tc.system) / 1000);
    pollMatch +=
      (sim.bookOdds(m0.eventId, m0.marketId) as string).length +
      ((sim.sessionOdds(m0.eventId, m0.marketId) as string | null)?.length ?? 0) +
      JSON.stringify({ status: 0, message: '', data: scoreData(m0.cricket, m0.matchId, m0.state) })
        .length;
    // GetDashboard travels gzipped to a client that accepts it (every browser): its wire bytes
    pollDashboard += gzipSync(
      JSON.stringify({
        status: 0,
        message: '',
        data: { sportMathes: [{ mathes: sim.dashboard() }] },
      }),
    ).length;
    await sleep(TICK_MS - (now() - tickStarts[i]!));
  }
  const cpu = process.cpuUsage(cpu0);
  const wall = now() - wall0;
  const resultP = fromChild<{
    received: number[];
    bytes: { match: number; dashboard: number };
    cpuPercent: number;
  }>('result');
  child.send('stop');
  const { received, bytes, cpuPercent: clientCpuPercent } = await resultP;
  child.kill();
  const delays = received
    .map((t) => {
      let start = tickStarts[0]!;
      for (const s of tickStarts) if (s <= t) start = s;
      return t - start;
    })
    .sort((a, b) => a - b);
  const perMinute = (n: number) => (n * 60_000) / (TICKS * TICK_MS);
  wss.close();
  hub.close();
  console.log(
    JSON.stringify({
      subscribers: SUBSCRIBERS,
      matches: MATCHES,
      ticks: TICKS,
      deliveries: delays.length,
      p50Ms: percentile(delays, 50),
      p99Ms: percentile(delays, 99),
      cpuPercent: ((cpu.user + cpu.system) / 1000 / wall) * 100,
      clientCpuPercent,
      publishMsMax: Math.max(...publishMs),
      publishMsP50: percentile(
        [...publishMs].sort((a, b) => a - b),
        50,
      ),
      publishCpuMsP50: percentile(
        [...publishCpuMs].sort((a, b) => a - b),
        50,
      ),
      connectRetries: retries,
      bytesPerMinute: {
        matchStream: perMinute(bytes.match),
        matchPolling: perMinute(pollMatch),
        dashboardStream: perMinute(bytes.dashboard),
        dashboardPolling: perMinute(pollDashboard),
      },
    }),
  );
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
