/**
 * Random streams of PlaceBet, UpdateBet (price, smaller stake), CancelBet, CancelBets and CashOut
 * from two players, with the house re-quoting, and what must hold after every step (issue 43:
 * tests where the code runs), for any StreamDriver: the app in process
 * (modules/sports/exchange-properties.test.ts) or API_WORKERS=2 on PostgreSQL
 * (reliability/exchange-properties-workers.test.ts).
 */
import fc from 'fast-check';
import { moveTicks } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import type { Db, Queryable } from '../../src/db/types';
import { marketKey } from '../../src/modules/sports/market-key';
import { moneyProblemsIn } from '../reliability/money-invariants';
import { exposureMismatches } from './exposure-check';

const oddsKey = (m: StreamMatch) => marketKey(m.matchId, 'odds', m.odds.marketId);

/** Runner 0's house ladder at the start of a stream: 1.50 to back, 1.55 to lay. */
export const LADDER = {
  back: [150, 149, 148] as [number, number, number],
  backSize: [400, 400, 400] as [number, number, number],
  lay: [155, 156, 157] as [number, number, number],
  laySize: [400, 400, 400] as [number, number, number],
};

export type Cmd =
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
export const cmd: fc.Arbitrary<Cmd> = fc.oneof(
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

/**
 * Ends every stream: player 0 places a back that waits (far above the market), changes its stake
 * and price, cancels a waiting order, backs below the market (matched by the house) and cashes out
 * half. Each must be done (status 0), so a stream of refusals cannot pass unseen; the random part
 * alone missed a cash out in about one CI run in twenty.
 */
export const everyKind: readonly Cmd[] = [
  { op: 'place', who: 0, runner: 0, side: 'back', tick: 30, coins: 40, keep: true },
  { op: 'stake', who: 0, pick: 0, part: 50 },
  { op: 'price', who: 0, pick: 0, tick: 1 },
  { op: 'cancel', who: 0, pick: 0 },
  { op: 'place', who: 0, runner: 0, side: 'back', tick: -4, coins: 50, keep: false },
  { op: 'cashOut', who: 0, percent: 50 },
];

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
export interface Told {
  hedges: Set<string>;
  atOnce: Map<string, number>;
}

/** What the streams did (so a stream of refusals does not pass unseen). */
export interface Done {
  matched: number;
  cashedOut: number;
  updated: number;
  cancelled: number;
}
export const noneDone = (): Done => ({ matched: 0, cashedOut: 0, updated: 0, cancelled: 0 });

/** The stream's match-odds market: its runners' engine prices (odds x100, best first). */
export interface StreamMatch {
  matchId: string;
  eventId: string;
  odds: { marketId: string; runners: { selectionId: string; back: number[]; lay: number[] }[] };
}

/** Where a stream runs: the app in process, or real API processes. */
export interface StreamDriver {
  db: Db;
  /** The two players' ids (player 0 and 1 of the commands) and the house's. */
  players: readonly [number, number];
  house: number;
  /** Player `who`'s call (0 or 1): HTTP status and parsed body. */
  // (the replies' JSON, as inject's res.json() gives it: each call reads its own fields)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  post(who: number, path: string, body: object): Promise<{ code: number; body: any }>;
  /** Runner `runner`'s engine prices moved `tick` ticks and the house re-quoted. */
  requote(m: StreamMatch, runner: number, tick: number): Promise<void>;
}

/** The engine's mid price of a runner (odds x100), which the places' ticks are counted from. */
const midOf = (m: StreamMatch, i: number): number => m.odds.runners[i]?.back[0] ?? 200;

/** Runs one command of a stream (a refusal is an answer; any other failure throws). */
export async function runCommand(
  x: StreamDriver,
  m: StreamMatch,
  c: Cmd,
  told: Told,
  done: Done,
): Promise<void> {
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
  if (c.op === 'requote') return x.requote(m, c.runner, c.tick);
  const p = { post: (path: string, b: object) => x.post(c.who, path, b) };
  const matchedAtOnce = (selectionId: string | undefined, side: string, matched: string) => {
    const k = `${x.players[c.who]} ${selectionId} ${side}`;
    told.atOnce.set(k, (told.atOnce.get(k) ?? 0) + Math.round(Number(matched) * 100));
  };
  const waiting = async (): Promise<Waiting[]> =>
    (await p.post('/Player/GetUnmatchedBets', { Id: m.matchId })).body?.data ?? [];
  let res;
  if (c.op === 'place') {
    const price = moveTicks(midOf(m, c.runner), c.tick);
    res = await p.post('/Player/PlaceBet', {
      ...body(c.runner, c.side, price, c.coins * 100 + (c.coins % 7)),
      Persistence: c.keep ? 'keep' : 'lapse',
    });
    const reply = res.body;
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
    const reply = res.body;
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
      const reply = res.body;
      if (reply.status === 0) matchedAtOnce(o.selectionId, o.side, reply.data.matched);
    } else {
      const left = Math.round(Number(o.remaining) * 100);
      const stake = Math.floor((left * c.part) / 100);
      if (stake < 1) return;
      res = await p.post('/Player/UpdateBet', { BetId: o.betId, Stake: formatCents(stake) });
    }
  }
  const reply = res.body;
  if (reply.status === 0) {
    if (c.op === 'place' && reply.data.matched !== '0.00') done.matched += 1;
    if (c.op === 'cashOut') done.cashedOut += 1;
    if (c.op === 'price' || c.op === 'stake') done.updated += 1;
    if (c.op === 'cancel' || c.op === 'cancelAll') done.cancelled += 1;
  }
  // a refusal is an answer; a failure is not
  if (res.code !== 200 || ![0, 1].includes(res.body?.status))
    throw new Error(`${JSON.stringify(c)}: HTTP ${res.code} ${JSON.stringify(res.body)}`);
}

/**
 * What must hold after every step, as sentences (none: all hold), read at one instant: the API
 * may re-quote or settle between two reads (with two processes, the feed of a new leader runs).
 */
export function streamProblems(x: StreamDriver, m: StreamMatch, told: Told): Promise<string[]> {
  return x.db.transaction(async (db) => {
    await db.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return problemsAt(db, x, m, told);
  });
}

async function problemsAt(
  db: Queryable,
  x: StreamDriver,
  m: StreamMatch,
  told: Told,
): Promise<string[]> {
  const everyone = [...x.players, x.house];
  const out: string[] = [];
  const where = `match_id = $1 AND market_type = 'odds' AND market_id = $2`;
  const args = [m.matchId, m.odds.marketId];
  const orders = await db.query<{
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
  const bets = await db.query<{
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
  const players: readonly number[] = x.players;
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
  const runners = m.odds.runners.map((r) => r.selectionId);
  for (const x of await exposureMismatches(db, new Map([[oddsKey(m), runners]])))
    out.push(
      `exposure of user ${x.userId} ${x.key}: stored ${x.stored}, worst case ${x.recomputed}`,
    );
  const available = await db.query<{ id: number; available: number }>(
    `SELECT u.id, (u.balance - COALESCE((SELECT SUM(amount) FROM exposures e WHERE e.user_id = u.id), 0))::bigint AS available
       FROM users u WHERE u.id = ANY($1::int[])`,
    [players],
  );
  for (const a of available)
    if (Number(a.available) < 0) out.push(`user ${a.id}: available ${a.available}`);
  // balances are their ledgers
  const ledger = await db.query<{ id: number; balance: number; ledger: number }>(
    `SELECT u.id, u.balance::bigint AS balance, COALESCE(SUM(l.amount), 0)::bigint AS ledger
       FROM users u LEFT JOIN ledger l ON l.user_id = u.id WHERE u.id = ANY($1::int[])
      GROUP BY u.id, u.balance`,
    [everyone],
  );
  for (const u of ledger)
    if (Number(u.balance) !== Number(u.ledger))
      out.push(`user ${u.id}: balance ${u.balance}, ledger ${u.ledger}`);
  // and the reliability suite's money rules (positions, exposures from the terms, markets)
  out.push(...(await moneyProblemsIn(db, everyone, () => runners)));
  return out;
}
