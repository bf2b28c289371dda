/**
 * The exchange driven in process through its routes by random streams of PlaceBet, UpdateBet
 * (price, smaller stake), CancelBet, CancelBets and CashOut from two players, with the house
 * re-quoting when its engine moves (issue 43: tests where the code runs; the streams and checks
 * in support/exchange-streams.ts). After every step the
 * stored orders, bets, exposures and balances are checked; at the end the market is settled and
 * its P/L, house included, sums to zero before commission. PGlite and PostgreSQL (the two jest
 * projects). EXCHANGE_PROP_SEED replays a failing stream (fast-check prints its seed);
 * EXCHANGE_PROP_RUNS changes the number of streams.
 */
import fc from 'fast-check';
import { moveTicks } from 'shared-maths';
import { moneyProblems } from '../../reliability/money-invariants';
import {
  cmd,
  everyKind,
  LADDER,
  noneDone,
  runCommand,
  streamProblems,
  type StreamDriver,
  type Told,
} from '../../support/exchange-streams';
import { ladderMatch } from '../../support/ladder-fixture';
import { sportsFixture, type Player } from '../../support/sports-helpers';

const fx = sportsFixture();
const RUNS = Number(process.env.EXCHANGE_PROP_RUNS ?? 6);
const SEED = process.env.EXCHANGE_PROP_SEED ? Number(process.env.EXCHANGE_PROP_SEED) : undefined;

let ids: Map<string, number>;
beforeAll(async () => {
  // stakes from 0.01 (the player's stake limits are PlaceBet's own tests)
  await fx.t.db.query(`UPDATE users SET min_stake = 1 WHERE username IN ('demo', 'demo2')`);
  const rows = await fx.t.db.query<{ id: number; username: string }>(
    `SELECT id, username FROM users WHERE username IN ('demo', 'demo2', '__house')`,
  );
  ids = new Map(rows.map((r) => [r.username, r.id]));
});

/** The app in process: the players' calls injected, a re-quote moves the engine and fills. */
const inProcess = (players: Player[]): StreamDriver => ({
  db: fx.t.db,
  players: [ids.get('demo')!, ids.get('demo2')!],
  house: ids.get('__house')!,
  post: async (who, path, body) => {
    const res = await players[who]!.post(path, body);
    return { code: res.statusCode, body: res.json() };
  },
  requote: async (m, runner, tick) => {
    const r = fx.t.sports.sim.matches.get(m.matchId)!.odds.runners[runner]!;
    const move = (xs: typeof r.back) => xs.map((p) => moveTicks(p, tick)) as typeof r.back;
    r.back = move(r.back);
    r.lay = move(r.lay);
    await fx.t.sports.fillOrders();
  },
});

describe('the exchange through its routes, random streams of orders', () => {
  it('keeps every order, fill, exposure and balance right, and settles to zero', async () => {
    const x = inProcess([fx.demo, fx.demo2]);
    const done = noneDone();
    let streams = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(cmd, { minLength: 10, maxLength: 20 }),
        fc.integer({ min: 0, max: 1 }),
        async (cmds, winner) => {
          // an upcoming match, its market opened: each stream settles its own (in-play ones run out)
          const m = await ladderMatch(fx, LADDER, 'upcoming');
          const r1 = m.odds.runners[1]!;
          Object.assign(r1, {
            back: [280, 278, 276],
            backSize: [300, 300, 300],
            lay: [290, 292, 294],
            laySize: [300, 300, 300],
          });
          const told: Told = { hedges: new Set(), atOnce: new Map() };
          for (const [i, c] of [...cmds, ...everyKind].entries()) {
            await runCommand(x, m, c, told, done);
            const found = await streamProblems(x, m, told);
            if (found.length)
              throw new Error(`after step ${i} ${JSON.stringify(c)}:\n${found.join('\n')}`);
          }
          const settled = await fx.t.app.inject({
            method: 'POST',
            url: '/__test/Sports/SettleMatch',
            payload: { MatchId: m.matchId, WinnerSelectionId: m.odds.runners[winner]!.selectionId },
          });
          expect(settled.json().status).toBe(0);
          const pls = await fx.t.db.query<{ pl: number }>(
            `SELECT COALESCE(SUM(pl), 0)::bigint AS pl FROM sports_bets
              WHERE match_id = $1 AND market_type = 'odds' AND status = 'settled'`,
            [m.matchId],
          );
          expect(Number(pls[0]?.pl)).toBe(0);
          expect(
            await moneyProblems(fx.t.db, [...ids.values()], () =>
              m.odds.runners.map((r) => r.selectionId),
            ),
          ).toEqual([]);
          streams += 1;
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(streams).toBe(RUNS);
    for (const [what, n] of Object.entries(done)) expect([what, n]).not.toEqual([what, 0]);
  });
});
