/**
 * The exchange streams (support/exchange-streams.ts) against API_WORKERS=2 on PostgreSQL: two new
 * players, each with a connection to each process, their calls alternating between them; the feed
 * frozen, each stream's match-odds market opened on the stream's ladder; a re-quote sets a
 * runner's prices on the leader and waits for the house's next fill (start the API with
 * SIM_TICK_MS 100).
 */
import { moveTicks } from 'shared-maths';
import { LADDER, type StreamDriver, type StreamMatch } from '../support/exchange-streams';
import type { WorkersTestApi } from './api-process-fixture';
import { loginOverHttp, readFeed, type FeedMatch } from './exchange-http';
import { httpClient } from './http-client';
import { pinnedClients, type PinnedClient } from './pinned-clients';

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await pause(100);
  }
  return true;
}

/** The three levels a ladder shows from its best price (each deeper a tick worse). */
const levels = (best: number, step: number) => [0, 1, 2].map((i) => moveTicks(best, i * step));

export interface WorkersStreams {
  x: StreamDriver;
  /** Each player's connection to each process. */
  clients: PinnedClient[][];
  /** The next match not used yet, its market opened on the streams' ladder. */
  nextMatch(): Promise<StreamMatch>;
  /** A test control call (on the leader if it must: a follower answers 503 and closes). */
  control(path: string, body: object): Promise<{ status: number; data?: unknown }>;
  /** From now on the players' calls go only to the processes other than `pid`. */
  avoid(pid: number): void;
  close(): void;
}

/** A test control call (on the leader if it must: a follower answers 503 and closes; up to 15 s,
 * after a leader's death another takes over). */
export async function controlCall(
  api: WorkersTestApi,
  path: string,
  body: object,
): Promise<{ status: number; data?: unknown }> {
  for (let i = 0; i < 75; i += 1) {
    const c = httpClient();
    const res = await c.post(`${api.api}${path}`, body);
    c.close();
    if (res.code === 200) return res.body as { status: number; data?: unknown };
    await pause(200);
  }
  throw new Error(`${path}: no leader answered`);
}

export async function workersStreams(api: WorkersTestApi): Promise<WorkersStreams> {
  const control = (path: string, body: object) => controlCall(api, path, body);
  const ready = () =>
    Promise.resolve((api.output().match(/API process \d+ (leads|follows)/g) ?? []).length >= 2);
  if (!(await until(ready, 30_000))) throw new Error('the API processes are not up');
  await control('/__test/Sports/Control', { Frozen: true });
  // two new players (the demo players have seeded history), stakes from 0.01 (the stake limits
  // are PlaceBet's own tests)
  const made = await control('/__test/CreatePlayers', {
    Count: 2,
    Balance: '100000.00',
    Prefix: 'streams',
  });
  const created = (made.data as { players: { userName: string; token: string }[] }).players;
  await api.db.query(`UPDATE users SET min_stake = 1 WHERE username LIKE 'streams%'`);
  const rows = await api.db.query<{ id: number; username: string }>(
    `SELECT id, username FROM users WHERE username IN ('streams1', 'streams2', '__house')`,
  );
  const idOf = (name: string) => rows.find((r) => r.username === name)?.id ?? 0;
  const clients = await Promise.all(created.map((p) => pinnedClients(api.api, p.token, 2)));
  const reader = await loginOverHttp(api.api, 'demo');
  const feed = await readFeed(reader, api);
  reader.http.close();
  const avoided = new Set<number>();
  let sent = 0;
  const setRunner = async (m: StreamMatch, i: number) => {
    const r = m.odds.runners[i]!;
    for (const [side, price] of [
      ['back', r.back[0]],
      ['lay', r.lay[0]],
    ] as const)
      await control('/__test/Sports/SetPrice', {
        MatchId: m.matchId,
        MarketType: 'odds',
        SelectionId: r.selectionId,
        Side: side,
        Price: ((price ?? 0) / 100).toFixed(2),
        Size: 400,
      });
  };
  const x: StreamDriver = {
    db: api.db,
    players: [idOf('streams1'), idOf('streams2')],
    house: idOf('__house'),
    post: async (who, path, body) => {
      // each player's calls in turn through each process
      sent += 1;
      const live = clients[who]!.filter((c) => !avoided.has(c.pid));
      const c = live[Math.floor(sent / 2) % live.length]!;
      const res = await c.http.post(`${api.api}${path}`, body);
      return { code: res.code, body: res.body };
    },
    requote: async (m, runner, tick) => {
      const r = m.odds.runners[runner]!;
      r.back = r.back.map((p) => moveTicks(p, tick));
      r.lay = r.lay.map((p) => moveTicks(p, tick));
      await setRunner(m, runner);
      await pause(300);
    },
  };
  const unused = feed.filter((f) => f.markets.some((mk) => mk.marketType === 'odds'));
  const streamMatch = async (f: FeedMatch): Promise<StreamMatch> => {
    const mk = f.markets.find((k) => k.marketType === 'odds')!;
    const m: StreamMatch = {
      matchId: f.matchId,
      eventId: f.eventId,
      odds: {
        marketId: mk.marketId,
        // (the commands use runners 0 and 1; every runner counts for the worst cases)
        runners: mk.events.map((e, i) => ({
          selectionId: e.SelectionId,
          back: i === 0 ? [...LADDER.back] : levels(i === 1 ? 280 : e.BackPrice1 * 100, -1),
          lay: i === 0 ? [...LADDER.lay] : levels(i === 1 ? 290 : e.LayPrice1 * 100, 1),
        })),
      },
    };
    await control('/__test/Sports/SetMarketStatus', {
      MatchId: m.matchId,
      MarketType: 'odds',
      Status: 'OPEN',
    });
    for (const i of [0, 1]) await setRunner(m, i);
    await pause(300);
    return m;
  };
  return {
    x,
    clients,
    control,
    nextMatch: () => {
      const f = unused.shift();
      if (!f) throw new Error('no match left for a stream');
      return streamMatch(f);
    },
    avoid: (pid) => avoided.add(pid),
    close: () => clients.flat().forEach((c) => c.http.close()),
  };
}
