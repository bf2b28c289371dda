/**
 * The exchange driven in process through its routes by random streams of PlaceBet, UpdateBet
 * (price, smaller stake), CancelBet, CancelBets and CashOut from two players, with the house
 * re-quoting when its engine moves (issue 43: tests where the code runs). After every step the
 * stored orders, bets, exposures and balances are checked; at the end the market is settled and
 * its P/L, house included, sums to zero before commission. PGlite and PostgreSQL (the two jest
 * projects). EXCHANGE_PROP_SEED replays a failing stream (fast-check prints its seed);
 * EXCHANGE_PROP_RUNS changes the number of streams.
 */
import fc from 'fast-check';
import { moveTicks } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';
import { moneyProblems } from '../../reliability/money-invariants';
import { exposureMismatches, runnerIdsOfMatches } from '../../support/exposure-check';
import { ladderMatch } from '../../support/ladder-fixture';
import { sportsFixture, type Player } from '../../support/sports-helpers';

const fx = sportsFixture();
const RUNS = Number(process.env.EXCHANGE_PROP_RUNS ?? 6);
const SEED = process.env.EXCHANGE_PROP_SEED ? Number(process.env.EXCHANGE_PROP_SEED) : undefined;

/** Runner 0's house ladder at the start of a stream: 1.50 to back, 1.55 to lay. */
const LADDER = {
  back: [150, 149, 148] as [number, number, number],
  backSize: [400, 400, 400] as [number, number, number],
  lay: [155, 156, 157] as [number, number, number],
  laySize: [400, 400, 400] as [number, number, number],
};

type Cmd =
  | {
      op: 'place';
      who: number;
      runner: number;
      side: 'back' | 'lay';
      tick: number;
      coins: number;
      keep: boolean;
    }
  | { op: 'price'; who: number; pick: number; tick: number }
  | { op: 'stake'; who: number; pick: number; part: number }
  | { op: 'cancel'; who: number; pick: number }
  | { op: 'cancelAll'; who: number }
  | { op: 'cashOut'; who: number; percent: number }
  | { op: 'requote'; runner: number; tick: number };

const who = fc.integer({ min: 0, max: 1 });
const runner = fc.integer({ min: 0, max: 1 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('place' as const),
      who,
      runner,
      side: fc.constantFrom('back' as const, 'lay' as const),
      tick: fc.integer({ min: -4, max: 4 }),
      coins: fc.integer({ min: 1, max: 900 }),
      keep: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('price' as const),
      who,
      pick: fc.nat(),
      tick: fc.integer({ min: -3, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('stake' as const),
      who,
      pick: fc.nat(),
      part: fc.integer({ min: 1, max: 99 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), who, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancelAll' as const), who }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('cashOut' as const),
      who,
      percent: fc.constantFrom(25, 50, 75, 100),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('requote' as const),
      runner,
      tick: fc.integer({ min: -2, max: 2 }),
    }),
  },
);

interface Waiting {
  betId: string;
  selectionId: string;
  side: 'back' | 'lay';
  price: string;
  remaining: string;
}

/**
 * What the streams' writes told: the cash outs' hedge bets (matched whole, no order row), and per
 * "user runner side" what orders matched at once when placed or moved to a new price (an order's
 * row holds what waited, its `matched` what was matched while it waited).
 */
interface Told {
  hedges: Set<string>;
  atOnce: Map<string, number>;
}

/** What the streams did (so a stream of refusals does not pass unseen). */
const done = { matched: 0, cashedOut: 0, updated: 0, cancelled: 0 };

let ids: Map<string, number>;
beforeAll(async () => {
  // stakes from 0.01 (the player's stake limits are PlaceBet's own tests)
  await fx.t.db.query(`UPDATE users SET min_stake = 1 WHERE username IN ('demo', 'demo2')`);
  const rows = await fx.t.db.query<{ id: number; username: string }>(
    `SELECT id, username FROM users WHERE username IN ('demo', 'demo2', '__house')`,
  );
  ids = new Map(rows.map((r) => [r.username, r.id]));
});

/** The engine's mid price of a runner (odds x100), which the places' ticks are counted from. */
const midOf = (m: SimMatch, i: number): number => m.odds.runners[i]?.back[0] ?? 200;

async function run(m: SimMatch, players: Player[], c: Cmd, told: Told): Promise<void> {
  const body = (i: number, side: 'back' | 'lay', price: number, coins: number) => ({
    MatchId: m.matchId,
    EventId: m.eventId,
    MarketId: m.odds.marketId,
    MarketType: 'odds',
    SelectionId: m.odds.runners[i]?.selectionId,
    Side: side,
    Price: (price / 100).toFixed(2),
    Stake: formatCents(coins),
  });
  if (c.op === 'requote') {
    const r = m.odds.runners[c.runner]!;
    const move = (xs: typeof r.back) => xs.map((p) => moveTicks(p, c.tick)) as typeof r.back;
    r.back = move(r.back);
    r.lay = move(r.lay);
    await fx.t.sports.fillOrders();
    return;
  }
  const p = players[c.who]!;
  const matchedAtOnce = (selectionId: string | undefined, side: string, matched: string) => {
    const k = `${ids.get(c.who === 0 ? 'demo' : 'demo2')} ${selectionId} ${side}`;
    told.atOnce.set(k, (told.atOnce.get(k) ?? 0) + Math.round(Number(matched) * 100));
  };
  const waiting = async (): Promise<Waiting[]> =>
    (await p.post('/Player/GetUnmatchedBets', { Id: m.matchId })).json().data ?? [];
  let res;
  if (c.op === 'place') {
    const price = moveTicks(midOf(m, c.runner), c.tick);
    res = await p.post('/Player/PlaceBet', {
      ...body(c.runner, c.side, price, c.coins * 100 + (c.coins % 7)),
      Persistence: c.keep ? 'keep' : 'lapse',
    });
    const reply = res.json();
    if (reply.status === 0)
      matchedAtOnce(m.odds.runners[c.runner]?.selectionId, c.side, reply.data.matched);
  } else if (c.op === 'cancelAll') {
    res = await p.post('/Player/CancelBets', { Id: m.matchId, MarketType: 'odds' });
  } else if (c.op === 'cashOut') {
    res = await p.post('/Player/CashOut', {
      MatchId: m.matchId,
      EventId: m.eventId,
      MarketId: m.odds.marketId,
      MarketType: 'odds',
      Percent: c.percent,
      Amount: '-1000000.00',
    });
    const reply = res.json();
    if (reply.status === 0)
      for (const b of reply.data.bets as { betId: string }[]) told.hedges.add(b.betId);
  } else {
    const list = await waiting();
    const o = list[c.pick % Math.max(1, list.length)];
    if (!o) return;
    if (c.op === 'cancel') res = await p.post('/Player/CancelBet', { BetId: o.betId });
    else if (c.op === 'price') {
      res = await p.post('/Player/UpdateBet', {
        BetId: o.betId,
        Price: (moveTicks(Math.round(Number(o.price) * 100), c.tick || 1) / 100).toFixed(2),
      });
      const reply = res.json();
      if (reply.status === 0) matchedAtOnce(o.selectionId, o.side, reply.data.matched);
    } else {
      const left = Math.round(Number(o.remaining) * 100);
      const stake = Math.floor((left * c.part) / 100);
      if (stake < 1) return;
      res = await p.post('/Player/UpdateBet', { BetId: o.betId, Stake: formatCents(stake) });
    }
  }
  const reply = res.json();
  if (reply.status === 0) {
    if (c.op === 'place' && reply.data.matched !== '0.00') done.matched += 1;
    if (c.op === 'cashOut') done.cashedOut += 1;
    if (c.op === 'price' || c.op === 'stake') done.updated += 1;
    if (c.op === 'cancel' || c.op === 'cancelAll') done.cancelled += 1;
  }
  // a refusal is an answer; a failure is not
  if (res.statusCode !== 200 || ![0, 1].includes(res.json().status))
    throw new Error(`${JSON.stringify(c)}: HTTP ${res.statusCode} ${res.body}`);
}

/** What must hold after every step, as sentences (none: all hold). */
async function problems(m: SimMatch, told: Told): Promise<string[]> {
  const out: string[] = [];
  const where = `match_id = $1 AND market_type = 'odds' AND market_id = $2`;
  const args = [m.matchId, m.odds.marketId];
  const orders = await fx.t.db.query<{
    id: number;
    user_id: number;
    selection_id: string;
    side: string;
    size: number;
    matched: number;
    remaining: number;
    cancelled: number;
    state: string;
  }>(
    `SELECT id, user_id, selection_id, side, size::bigint AS size, matched::bigint AS matched,
            remaining::bigint AS remaining, cancelled::bigint AS cancelled, state
       FROM sports_orders WHERE ${where}`,
    args,
  );
  for (const o of orders) {
    const [size, matched, remaining, cancelled] = [o.size, o.matched, o.remaining, o.cancelled].map(
      Number,
    );
    if (matched! + remaining! + cancelled! !== size)
      out.push(`order ${o.id}: ${matched} + ${remaining} + ${cancelled} is not its size ${size}`);
    if ((o.state === 'waiting') !== remaining! > 0)
      out.push(`order ${o.id}: ${o.state} with ${remaining} remaining`);
  }
  const bets = await fx.t.db.query<{
    id: string;
    user_id: number;
    selection_id: string;
    side: string;
    price: number;
    stake: number;
  }>(
    `SELECT id::text AS id, user_id, selection_id, side, price, stake::bigint AS stake
       FROM sports_bets WHERE ${where} AND status = 'open'`,
    args,
  );
  // a player's bets (one a fill) are what their orders matched, at once or while they waited,
  // and their cash outs' hedges, per runner and side
  const players = [ids.get('demo')!, ids.get('demo2')!];
  const sums = new Map<string, number>(told.atOnce);
  const add = (k: string, v: number) => sums.set(k, (sums.get(k) ?? 0) + v);
  for (const o of orders)
    if (players.includes(o.user_id))
      add(`${o.user_id} ${o.selection_id} ${o.side}`, Number(o.matched));
  for (const b of bets)
    if (players.includes(b.user_id) && !told.hedges.has(b.id))
      add(`${b.user_id} ${b.selection_id} ${b.side}`, -Number(b.stake));
  for (const [k, v] of sums) if (v !== 0) out.push(`orders and bets of ${k} differ by ${v}`);
  // every fill is a back and a lay of one size at one price
  const pairs = new Map<string, number>();
  for (const b of bets) {
    const k = `${b.selection_id} at ${b.price}`;
    pairs.set(k, (pairs.get(k) ?? 0) + (b.side === 'back' ? 1 : -1) * Number(b.stake));
  }
  for (const [k, v] of pairs) if (v !== 0) out.push(`backs and lays of ${k} differ by ${v}`);
  for (const x of await exposureMismatches(fx.t.db, runnerIdsOfMatches([m])))
    out.push(
      `exposure of user ${x.userId} ${x.key}: stored ${x.stored}, worst case ${x.recomputed}`,
    );
  const available = await fx.t.db.query<{ id: number; available: number }>(
    `SELECT u.id, (u.balance - COALESCE((SELECT SUM(amount) FROM exposures e WHERE e.user_id = u.id), 0))::bigint AS available
       FROM users u WHERE u.id = ANY($1::int[])`,
    [players],
  );
  for (const a of available)
    if (Number(a.available) < 0) out.push(`user ${a.id}: available ${a.available}`);
  // balances are their ledgers
  const ledger = await fx.t.db.query<{ id: number; balance: number; ledger: number }>(
    `SELECT u.id, u.balance::bigint AS balance, COALESCE(SUM(l.amount), 0)::bigint AS ledger
       FROM users u LEFT JOIN ledger l ON l.user_id = u.id WHERE u.id = ANY($1::int[])
      GROUP BY u.id, u.balance`,
    [[...ids.values()]],
  );
  for (const u of ledger)
    if (Number(u.balance) !== Number(u.ledger))
      out.push(`user ${u.id}: balance ${u.balance}, ledger ${u.ledger}`);
  // and the reliability suite's money rules (positions, exposures from the terms, markets)
  const runners = m.odds.runners.map((r) => r.selectionId);
  out.push(...(await moneyProblems(fx.t.db, [...ids.values()], () => runners)));
  return out;
}

describe('the exchange through its routes, random streams of orders', () => {
  it('keeps every order, fill, exposure and balance right, and settles to zero', async () => {
    const players = [fx.demo, fx.demo2];
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
          for (const [i, c] of cmds.entries()) {
            await run(m, players, c, told);
            const found = await problems(m, told);
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
