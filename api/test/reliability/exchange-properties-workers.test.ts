/**
 * The exchange property test's streams (support/exchange-streams.ts) against real API processes:
 * API_WORKERS=2 on PostgreSQL, each player's calls alternating between a connection to each
 * process (so the non-owner's are handed to the market's owner), the same checks after every
 * step and at settlement (the set-up: workers-streams.ts). EXCHANGE_PROP_SEED replays a stream;
 * EXCHANGE_WORKERS_RUNS changes the number of streams (default 3).
 */
import fc from 'fast-check';
import { cmd, noneDone, runCommand, streamProblems, type Told } from '../support/exchange-streams';
import { TEST_DATABASE_URL } from '../support/test-db';
import { workersFixture } from './api-process-fixture';
import { moneyProblems } from './money-invariants';
import { bookMemory } from './pinned-clients';
import { workersStreams, type WorkersStreams } from './workers-streams';

jest.setTimeout(120_000);
const RUNS = Number(process.env.EXCHANGE_WORKERS_RUNS ?? 3);
const SEED = process.env.EXCHANGE_PROP_SEED ? Number(process.env.EXCHANGE_PROP_SEED) : undefined;

(TEST_DATABASE_URL ? describe : describe.skip)('API_WORKERS=2: random streams of orders', () => {
  const api = workersFixture({ SIM_TICK_MS: '100' });
  let opened: WorkersStreams | null = null;
  afterAll(() => opened?.close());

  it('keeps every order, fill, exposure and balance right, and settles to zero', async () => {
    const w = (opened = await workersStreams(api));
    const { x, clients } = w;
    const done = noneDone();
    let streams = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(cmd, { minLength: 10, maxLength: 16 }),
        fc.integer({ min: 0, max: 1 }),
        async (cmds, winner) => {
          const m = await w.nextMatch();
          const told: Told = { hedges: new Set(), atOnce: new Map() };
          for (const [i, c] of cmds.entries()) {
            await runCommand(x, m, c, told, done);
            const found = await streamProblems(x, m, told);
            if (found.length)
              throw new Error(`after step ${i} ${JSON.stringify(c)}:\n${found.join('\n')}`);
          }
          const settled = await w.control('/__test/Sports/SettleMatch', {
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
