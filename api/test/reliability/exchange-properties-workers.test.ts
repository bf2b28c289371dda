/**
 * The exchange property test's streams (support/exchange-streams.ts) against real API processes:
 * API_WORKERS=2 on PostgreSQL, each player's calls alternating between a connection to each
 * process (so the non-owner's are handed to the market's owner), the same checks after every
 * step and at settlement. The feed is frozen; a re-quote sets the runner's prices on the leader
 * and waits for the house's next fill (SIM_TICK_MS 100). EXCHANGE_PROP_SEED replays a stream;
 * EXCHANGE_WORKERS_RUNS changes the number of streams (default 3).
 */
import fc from 'fast-check';
import { moveTicks } from 'shared-maths';
import {
  cmd,
  LADDER,
  noneDone,
  runCommand,
  streamProblems,
  type StreamDriver,
  type StreamMatch,
  type Told,
} from '../support/exchange-streams';
import { TEST_DATABASE_URL } from '../support/test-db';
import { workersFixture } from './api-process-fixture';
import { loginOverHttp, readFeed, type FeedMatch } from './exchange-http';
import { httpClient } from './http-client';
import { moneyProblems } from './money-invariants';
import { bookMemory, pinnedClients, type PinnedClient } from './pinned-clients';

jest.setTimeout(120_000);
const RUNS = Number(process.env.EXCHANGE_WORKERS_RUNS ?? 3);
const SEED = process.env.EXCHANGE_PROP_SEED ? Number(process.env.EXCHANGE_PROP_SEED) : undefined;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await pause(100);
  }
  return true;
}

/** The three levels a ladder shows from its best price (each deeper a tick worse). */
const levels = (best: number, step: number) => [0, 1, 2].map((i) => moveTicks(best, i * step));

(TEST_DATABASE_URL ? describe : describe.skip)('API_WORKERS=2: random streams of orders', () => {
  const api = workersFixture({ SIM_TICK_MS: '100' });
  const opened: PinnedClient[] = [];
  afterAll(() => opened.forEach((c) => c.http.close()));

  /** A test control call (on the leader if it must: a follower answers 503 and closes). */
  const onLeader = async (
    path: string,
    body: object,
  ): Promise<{ status: number; data?: unknown }> => {
    for (let i = 0; i < 20; i += 1) {
      const c = httpClient();
      const res = await c.post(`${api.api}${path}`, body);
      c.close();
      if (res.code === 200) return res.body as { status: number; data?: unknown };
    }
    throw new Error(`${path}: no leader answered`);
  };

  it('keeps every order, fill, exposure and balance right, and settles to zero', async () => {
    const ready = () =>
      Promise.resolve((api.output().match(/API process \d+ (leads|follows)/g) ?? []).length >= 2);
    expect(await until(ready, 30_000)).toBe(true);
    await onLeader('/__test/Sports/Control', { Frozen: true });
    // two new players (the demo players have seeded history), stakes from 0.01 (the stake
    // limits are PlaceBet's own tests)
    const made = await onLeader('/__test/CreatePlayers', {
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
    opened.push(...clients.flat());
    const reader = await loginOverHttp(api.api, 'demo');
    const feed = await readFeed(reader, api);
    reader.http.close();
    let sent = 0;
    const x: StreamDriver = {
      db: api.db,
      players: [idOf('streams1'), idOf('streams2')],
      house: idOf('__house'),
      post: async (who, path, body) => {
        // each player's calls in turn through each process
        sent += 1;
        const c = clients[who]![Math.floor(sent / 2) % 2]!;
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
    const setRunner = async (m: StreamMatch, i: number) => {
      const r = m.odds.runners[i]!;
      for (const [side, price] of [
        ['back', r.back[0]],
        ['lay', r.lay[0]],
      ] as const)
        await onLeader('/__test/Sports/SetPrice', {
          MatchId: m.matchId,
          MarketType: 'odds',
          SelectionId: r.selectionId,
          Side: side,
          Price: ((price ?? 0) / 100).toFixed(2),
          Size: 400,
        });
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
      await onLeader('/__test/Sports/SetMarketStatus', {
        MatchId: m.matchId,
        MarketType: 'odds',
        Status: 'OPEN',
      });
      for (const i of [0, 1]) await setRunner(m, i);
      await pause(300);
      return m;
    };
    const done = noneDone();
    let streams = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(cmd, { minLength: 10, maxLength: 16 }),
        fc.integer({ min: 0, max: 1 }),
        async (cmds, winner) => {
          const f = unused.shift();
          if (!f) throw new Error('no match left for a stream');
          const m = await streamMatch(f);
          const told: Told = { hedges: new Set(), atOnce: new Map() };
          for (const [i, c] of cmds.entries()) {
            await runCommand(x, m, c, told, done);
            const found = await streamProblems(x, m, told);
            if (found.length)
              throw new Error(`after step ${i} ${JSON.stringify(c)}:\n${found.join('\n')}`);
          }
          const settled = await onLeader('/__test/Sports/SettleMatch', {
            MatchId: m.matchId,
            WinnerSelectionId: m.odds.runners[winner]!.selectionId,
          });
          expect(settled.status).toBe(0);
          const pls = await api.db.query<{ pl: number }>(
            `SELECT COALESCE(SUM(pl), 0)::bigint AS pl FROM sports_bets
              WHERE match_id = $1 AND market_type = 'odds' AND status = 'settled'`,
            [m.matchId],
          );
          expect(Number(pls[0]?.pl)).toBe(0);
          const runners = m.odds.runners.map((r) => r.selectionId);
          expect(await moneyProblems(api.db, [...x.players, x.house], () => runners)).toEqual([]);
          streams += 1;
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(streams).toBe(RUNS);
    expect(done.matched).toBeGreaterThan(0);
    // the calls reaching the process that did not own a market were handed to its owner
    const seen = await Promise.all((clients[0] ?? []).map((c) => bookMemory(api.api, c, 'none')));
    expect(seen.reduce((n, s) => n + s.sent, 0)).toBeGreaterThan(0);
  });
});
