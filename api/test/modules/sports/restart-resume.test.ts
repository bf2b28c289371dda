import type { FastifyInstance } from 'fastify';
import { migrate } from '../../../src/db/migrate';
import { seed } from '../../../src/db/seed';
import type { Db } from '../../../src/db/types';
import { openTestDb } from '../../support/test-db';
import { login } from '../../support/test-app';
import { LiveBus } from '../../../src/live/live-bus';
import { settleMarket } from '../../../src/modules/sports/money-path/settle';
import type { SportsHandle } from '../../../src/modules/sports/sports-module';
import { buildSportsApp, fancyBet, NOT_HOUSE, oddsBet } from '../../support/sports-helpers';
import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';

// Restarting the API on the same database: the unfinished matches come back (same ids, markets,
// prices and lines), their open bets stay open with the same exposure, and settle once later.

jest.setTimeout(120_000);

interface Run {
  app: FastifyInstance;
  sports: SportsHandle;
}

let db: Db;
let run: Run | null = null;
let token = '';
let sessionId = '';

/** One start of the app on the shared database. */
async function start(): Promise<Run> {
  run = await buildSportsApp(db);
  return run;
}

async function restart(): Promise<Run> {
  await run?.app.close();
  run = null;
  return start();
}

const post = async (url: string, payload: object) => {
  const res = await run!.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json();
};

beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
  await seed(db);
  await start();
  ({ token, sessionId } = await login(run!.app));
});

afterAll(async () => {
  await run?.app.close();
  await db?.close();
});

const balance = async () => (await post('/User/GetBalance', { sessionId })).data;
const dashboardIds = async (): Promise<string[]> =>
  (await post('/DashBoard/GetDashboard', { SportId: 4 })).data.sportMathes[0].mathes.map(
    (m: { matchID: string }) => m.matchID,
  );
const cents = (coins: string) => Math.round(Number(coins) * 100);

/** Everything a player sees of a match's bets, and the stored bets and exposures. */
async function betsOf(m: SimMatch) {
  const lists: Record<string, unknown> = {};
  for (const path of ['GetOddsBetList', 'GetBookBetList', 'GetSessionBetList', 'GetActiveSession'])
    lists[path] = (await post(`/Player/${path}`, { Id: m.matchId })).data;
  const rows = await db.query<{ id: number; status: string; pl: number | null }>(
    `SELECT id, status, pl FROM sports_bets WHERE match_id = $1 AND ${NOT_HOUSE} ORDER BY id`,
    [m.matchId],
  );
  const exposures = await db.query<{ market_key: string; amount: number }>(
    `SELECT market_key, amount FROM exposures WHERE market_key LIKE $1 AND ${NOT_HOUSE} ORDER BY market_key`,
    [`sports:${m.matchId}:%`],
  );
  return { lists, rows, exposures };
}

/** Markets a tick may have suspended or ball-run, open again (no tick runs until the bets). */
function openAll(m: SimMatch): void {
  for (const mk of [m.odds, m.book]) [mk.status, mk.holdTicks] = ['OPEN', 0];
  m.ballRunningTicks = 0;
  m.sessions[0]!.status = 'OPEN';
}

async function placeAll(bodies: object[]): Promise<void> {
  for (const body of bodies) {
    const reply = await post('/Player/PlaceBet', body);
    expect({ body, status: reply.status, message: reply.message }).toMatchObject({ status: 0 });
  }
}

it('keeps matches, markets and open bets over a restart, then settles them once', async () => {
  let { sports } = run!;
  expect((await post('/__test/Sports/Control', { Ticks: 5 })).status).toBe(0);
  const m = [...sports.sim.matches.values()].find((x) => x.state === 'inplay')!;
  openAll(m);
  // Fixed prices and lines so the payouts are exact.
  const [a] = m.odds.runners;
  a!.back = [200, 0, 0]; // one level: no deeper one crosses
  m.book.runners[0]!.back[0] = 50;
  const s0 = m.sessions[0]!;
  Object.assign(s0, { yesLine: 50, yesRate: 100, noLine: 49, noRate: 100 });
  sports.sim.touch(m);
  await placeAll([
    oddsBet(m, 'back', '1000.00'), // A wins: +1000
    oddsBet(m, 'back', '400.00', 0, 'book'), // rate 50, A wins: +200
    fancyBet(m, 'yes', '200.00', 0), // YES 50, score 55: +200
    fancyBet(m, 'no', '100.00', 0), // NO 49, score 55: -100
  ]);
  const before = {
    dashboard: await dashboardIds(),
    balance: await balance(),
    bets: await betsOf(m),
    book: sports.sim.bookOdds(m.eventId, m.marketId),
    session: sports.sim.sessionOdds(m.eventId, m.marketId),
    markets: await db.query('SELECT * FROM sports_markets ORDER BY market_key'),
  };
  expect(before.balance.exposure).not.toBe('0.00');
  expect(before.bets.rows).toHaveLength(4);

  ({ sports } = await restart());
  const again = sports.sim.matches.get(m.matchId)!;
  expect(again).toBeDefined();
  expect(await dashboardIds()).toEqual(before.dashboard);
  expect(sports.sim.bookOdds(m.eventId, m.marketId)).toBe(before.book);
  expect(sports.sim.sessionOdds(m.eventId, m.marketId)).toBe(before.session);
  expect(await db.query('SELECT * FROM sports_markets ORDER BY market_key')).toEqual(
    before.markets,
  );
  expect(await betsOf(m)).toEqual(before.bets);
  expect(before.bets.rows.every((b) => b.status === 'open')).toBe(true);
  expect(await balance()).toEqual(before.balance);
  // The resumed match keeps running and taking bets.
  expect((await post('/__test/Sports/Control', { Ticks: 3 })).status).toBe(0);
  expect(sports.sim.matches.get(m.matchId)?.state).toBe('inplay');

  const settled = await post('/__test/Sports/SettleMatch', {
    MatchId: m.matchId,
    WinnerSelectionId: a!.selectionId,
    Scores: { [s0.selectionId]: 55 },
  });
  expect(settled.status).toBe(0);
  // pl: odds +1000, book +200, fancy +100; commission 2% match, 3% session (demo's rates).
  const expected = cents(before.balance.balance) + 100_000 - 2_000 + 20_000 - 400 + 10_000 - 300;
  const after = await balance();
  expect(after).toMatchObject({ exposure: '0.00' });
  expect(cents(after.balance)).toBe(expected);
  const ledger = await db.query<{ kind: string; amount: number }>(
    `SELECT kind, amount FROM ledger
      WHERE ref_type = 'sports_market' AND ref_id LIKE $1 AND ${NOT_HOUSE} ORDER BY id`,
    [`sports:${m.matchId}:%`],
  );
  expect(ledger).toEqual([
    { kind: 'settlement', amount: 100_000 },
    { kind: 'commission', amount: -2_000 },
    { kind: 'settlement', amount: 20_000 },
    { kind: 'commission', amount: -400 },
    { kind: 'settlement', amount: 10_000 },
    { kind: 'commission', amount: -300 },
  ]);
  expect((await betsOf(m)).rows.map((b) => [b.status, b.pl])).toEqual([
    ['settled', 100_000],
    ['settled', 20_000],
    ['settled', 20_000],
    ['settled', -10_000],
  ]);

  // Once only: another restart changes nothing and does not bring the finished match back.
  ({ sports } = await restart());
  expect(sports.sim.matches.has(m.matchId)).toBe(false);
  expect(await balance()).toEqual(after);
  expect(
    await db.query(
      `SELECT 1 FROM ledger WHERE ref_type = 'sports_market' AND ref_id LIKE $1 AND ${NOT_HOUSE}`,
      [`sports:${m.matchId}:%`],
    ),
  ).toHaveLength(6);
  console.log(
    `restart: ${before.dashboard.length} matches and 4 open bets (odds, bookmaker, 2 fancy) kept over ` +
      `a restart, exposure ${before.balance.exposure} unchanged; settled once after it: ` +
      `${before.balance.balance} -> ${after.balance}`,
  );
});

it('voids only what cannot resume: a match without stored state, a finished match’s fancy', async () => {
  let { sports } = run!;
  const [lost, cut] = [...sports.sim.matches.values()].filter((x) => x.state === 'inplay');
  for (const x of [lost!, cut!]) {
    openAll(x);
    x.book.runners[0]!.back[0] = 50;
    sports.sim.touch(x);
  }
  await placeAll([
    oddsBet(lost!, 'back', '100.00'),
    oddsBet(cut!, 'back', '400.00', 0, 'book'),
    fancyBet(cut!, 'yes', '200.00', 0),
  ]);
  const opening = await balance();
  await run!.app.close();
  run = null;
  // As if stored by a version without sim_state, and as if a crash cut short the settlement of
  // the second match after its match odds (runner 0 won).
  await db.query('UPDATE sports_matches SET sim_state = NULL WHERE match_id = $1', [lost!.matchId]);
  const winner = cut!.odds.runners[0]!;
  expect(
    await settleMarket(
      { db, live: new LiveBus() },
      {
        kind: 'odds',
        matchId: cut!.matchId,
        marketId: cut!.odds.marketId,
        winnerId: winner.selectionId,
        winnerName: winner.name,
      },
    ),
  ).toBe(true);

  ({ sports } = await start());
  await sports.drain();
  expect(sports.sim.matches.has(lost!.matchId)).toBe(false);
  expect(sports.sim.matches.has(cut!.matchId)).toBe(false);
  const rows = await db.query<{ match_id: string; market_type: string; status: string }>(
    `SELECT match_id, market_type, status FROM sports_bets
      WHERE match_id = ANY($1::text[]) AND ${NOT_HOUSE} ORDER BY id`,
    [[lost!.matchId, cut!.matchId]],
  );
  expect(rows).toEqual([
    { match_id: lost!.matchId, market_type: 'odds', status: 'void' },
    { match_id: cut!.matchId, market_type: 'book', status: 'settled' },
    { match_id: cut!.matchId, market_type: 'session', status: 'void' },
  ]);
  // Book: +200 less 2% commission; the void bets give their exposure back.
  const after = await balance();
  expect(cents(after.balance)).toBe(cents(opening.balance) + 20_000 - 400);
  expect(after.exposure).toBe('0.00');
  const states = await db.query<{ match_id: string; state: string }>(
    'SELECT match_id, state FROM sports_matches WHERE match_id = ANY($1::text[]) ORDER BY match_id',
    [[lost!.matchId, cut!.matchId]],
  );
  expect(Object.fromEntries(states.map((s) => [s.match_id, s.state]))).toEqual({
    [lost!.matchId]: 'void',
    [cut!.matchId]: 'completed',
  });
  // The other matches resumed; the simulator is back to 10 running.
  expect([...sports.sim.matches.values()].filter((x) => x.state !== 'completed')).toHaveLength(10);
});
