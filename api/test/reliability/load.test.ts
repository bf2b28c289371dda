import fs from 'node:fs';
import { apiProcessFixture } from './api-process-fixture';
import { envelope, httpClient } from './http-client';
import { percentile, runLoad, type KindStats } from './load-players';

// LOAD_PLAYERS / LOAD_SECONDS scale a run by hand (e.g. to find where a machine saturates).
const PLAYERS = Number(process.env.LOAD_PLAYERS ?? 1000);
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 30) * 1000;

/** CPU seconds a process has used (Linux /proc; null elsewhere). */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

// One API process start, 1,000 players created, then a 30 s run (six balance polls and thirty odds polls per player; LOAD_SECONDS=60 for a longer one).
jest.setTimeout(240_000);

const fixture = apiProcessFixture();

const ms = (v: number) => `${v.toFixed(1)} ms`;
const line = (name: string, s: KindStats) =>
  `${name} ${s.requests} requests, ${s.errors} errors, ${s.skipped} skipped ticks, ` +
  `p50 ${ms(percentile(s.latencies, 50))}, p99 ${ms(percentile(s.latencies, 99))}, max ${ms(percentile(s.latencies, 100))}`;

it('1,000 logged-in players polling balance (5 s) and odds (1 s) for 30 s: no errors', async () => {
  const api = await fixture.start();
  const control = httpClient();
  const created = envelope<{ players: { token: string; sessionId: string }[] }>(
    await control.post(`${api.api}/__test/CreatePlayers`, {
      Count: PLAYERS,
      Balance: '1000.00',
      Prefix: 'load',
    }),
  );
  expect(created.status).toBe(0);
  const reader = httpClient(created.data.players[0]!.token);
  const dash = envelope<{ sportMathes: { mathes: { eventId: string; marketId: string }[] }[] }>(
    await reader.post(`${api.api}/DashBoard/GetDashboard`, { SportId: 4 }),
  );
  reader.close();
  control.close();
  const matches = dash.data.sportMathes[0]!.mathes;
  expect(matches.length).toBeGreaterThan(0);

  // Each player watches one match page; half read the session host, half the book host.
  const players = created.data.players.map((p, i) => {
    const m = matches[i % matches.length]!;
    const host = i % 2 === 0 ? api.sessionOdds : api.bookOdds;
    return { ...p, oddsUrl: `${host}/MatchOdds/GetOddslite/4/${m.eventId}/${m.marketId}` };
  });
  const started = performance.now();
  const cpuBefore = cpuSeconds(api.pid);
  const ownBefore = process.cpuUsage();
  const stats = await runLoad({
    api: api.api,
    players,
    durationMs: DURATION_MS,
    balanceEveryMs: 5000,
    oddsEveryMs: 1000,
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(api.pid);
  const own = process.cpuUsage(ownBefore);
  const percent = (cpu: number) => `${((cpu / seconds) * 100).toFixed(0)}% of one core`;
  const cpu =
    (cpuBefore === null || cpuAfter === null
      ? ''
      : `, API process CPU ${percent(cpuAfter - cpuBefore)}`) +
    `, load generator CPU ${percent((own.user + own.system) / 1e6)}`;
  const all: KindStats = {
    requests: stats.balance.requests + stats.odds.requests,
    errors: stats.balance.errors + stats.odds.errors,
    skipped: stats.balance.skipped + stats.odds.skipped,
    latencies: [...stats.balance.latencies, ...stats.odds.latencies],
  };
  console.log(
    `load (${fixture.store().kind}): ${PLAYERS} players for ${seconds.toFixed(0)} s, ${(all.requests / seconds).toFixed(0)} req/s${cpu}; ` +
      `${line('all:', all)}; ${line('GetBalance:', stats.balance)}; ${line('GetOddslite:', stats.odds)}`,
  );
  expect(stats.balance.firstError ?? null).toBeNull();
  expect(stats.odds.firstError ?? null).toBeNull();
  expect(all.errors).toBe(0);
  // The polls kept their pace: at least 80% of the ticks got a reply (a tick is skipped while the
  // player's previous request of that kind is still waiting).
  expect(stats.balance.requests).toBeGreaterThanOrEqual(0.8 * PLAYERS * (DURATION_MS / 5000));
  expect(stats.odds.requests).toBeGreaterThanOrEqual(0.8 * PLAYERS * (DURATION_MS / 1000));
});
