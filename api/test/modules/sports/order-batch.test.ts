import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../../src/db/types';
import { marketKey } from '../../../src/modules/sports/market-key';
import { lockOrderBook } from '../../../src/modules/sports/exchange/book-lock';
import { houseIdOf } from '../../../src/modules/sports/exchange/house';
import { readBatchFunds } from '../../../src/modules/sports/money-path/batch-reads';
import {
  exposureAfter,
  readOpenBets,
  type BetRow,
} from '../../../src/modules/sports/money-path/bet-rows';
import { lockPlayers } from '../../../src/money/player-lock';
import { moneyProblems } from '../../reliability/money-invariants';
import { TEST_DATABASE_URL } from '../../support/test-db';
import { GAP_LADDER, ladderFixture } from '../../support/ladder-fixture';
import { oddsBet, type Player } from '../../support/sports-helpers';

const { fx, match, at } = ladderFixture(GAP_LADDER, 'upcoming');

let made = 0;
/** `count` new logged-in players with `balance` Coins each. */
async function players(count: number, balance: string): Promise<(Player & { id: number })[]> {
  made += 1;
  const res = await fx.t.app.inject({
    method: 'POST',
    url: '/__test/CreatePlayers',
    payload: { Count: count, Balance: balance, Prefix: `batch${made}x` },
  });
  const list = res.json().data.players as { userName: string; token: string; sessionId: string }[];
  const ids = await fx.t.db.query<{ id: number; username: string }>(
    'SELECT id, username FROM users WHERE username = ANY($1::text[])',
    [list.map((p) => p.userName)],
  );
  // small stakes are allowed (the seeded minimum is 100 Coins)
  await fx.t.db.query('UPDATE users SET min_stake = 0 WHERE id = ANY($1::int[])', [
    ids.map((u) => u.id),
  ]);
  return list.map(({ userName, token, sessionId }) => ({
    id: ids.find((u) => u.username === userName)!.id,
    token,
    sessionId,
    post: (url, payload, headers = {}) =>
      fx.t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${token}`, ...headers },
      }),
  }));
}

const oddsKey = () => marketKey(match().matchId, 'odds', match().odds.marketId);
const tossKey = () => marketKey(match().matchId, 'toss', match().toss.marketId);

/** Holds a market's book lock (odds by default) until `release` is called (orders queue behind it meanwhile). */
function holdBook(key = oddsKey()): { held: Promise<void>; release: () => void } {
  let release = () => {};
  let locked = () => {};
  const isLocked = new Promise<void>((r) => (locked = r));
  const done = new Promise<void>((r) => (release = r));
  const held = fx.t.db.transaction(async (tx) => {
    await lockOrderBook(tx, key);
    locked();
    await done;
  });
  return { held: isLocked.then(() => undefined), release: () => (release(), void held) };
}

/**
 * With the odds book held: `first` is sent (its batch waits for the book), then `queued` (they
 * queue behind it in the one lane, ORDER_LANES 1); then the book is released. Every reply, first's first.
 */
async function behindHeldBook(
  first: () => Promise<LightMyRequestResponse>,
  queued: () => Promise<LightMyRequestResponse>[],
): Promise<LightMyRequestResponse[]> {
  const lock = holdBook();
  await lock.held;
  const head = first();
  await new Promise((r) => setTimeout(r, 50));
  const rest = queued();
  await new Promise((r) => setTimeout(r, 50));
  lock.release();
  return Promise.all([head, ...rest]);
}

/** A lay of `stake` at 1.90 on the match's toss market. */
const tossLay = (p: Player, stake: string) =>
  p.post('/Player/PlaceBet', { ...oddsBet(match(), 'lay', stake, 0, 'toss'), Price: '1.90' });

const runnersOf = () => match().odds.runners.map((r) => r.selectionId);
/** The runners of the match's odds or toss market, by its key. */
const runnersOfKey = (key: string) =>
  (key.includes(':toss:') ? match().toss : match().odds).runners.map((r) => r.selectionId);

describe('orders that arrive together are matched in one batch', () => {
  it('50 PlaceBets from 10 players at once: sizes add up, no price worse than asked, money holds', async () => {
    const crowd = await players(10, '10000');
    const prices = ['1.52', '1.53', '1.54', '1.55', '1.56', '1.57', '1.58'];
    const lock = holdBook();
    await lock.held;
    const sent = crowd.flatMap((p, i) =>
      [0, 1, 2, 3, 4].map((k) => {
        const side = (i + k) % 2 === 0 ? 'back' : 'lay';
        const price = prices[(i * 5 + k * 3) % prices.length]!;
        const stake = `${10 + ((i + k) % 4) * 5}.00`;
        return { p, side, price, stake, reply: at(crowd[i]!, side, stake, price) } as const;
      }),
    );
    await new Promise((r) => setTimeout(r, 200));
    lock.release();
    const replies = await Promise.all(sent.map((s) => s.reply.then((r) => r.json())));
    for (const [i, r] of replies.entries()) {
      expect(r.status).toBe(0);
      const cents = (x: string) => Math.round(Number(x) * 100);
      expect(cents(r.data.matched) + cents(r.data.waiting)).toBe(cents(sent[i]!.stake));
      // The reply names the player's own first matched bet, or its waiting order.
      const table = r.data.matched === '0.00' ? 'sports_orders' : 'sports_bets';
      const own = await fx.t.db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND user_id = $2`, [
        Number(r.data.betId),
        sent[i]!.p.id,
      ]);
      expect(own).toHaveLength(1);
      if (r.data.matched === '0.00') expect(r.data.betId).toBe(r.data.orderId);
    }
    const ids = crowd.map((p) => p.id);
    const bets = await fx.t.db.query<{
      side: string;
      price: number;
      asked_price: number;
      stake: number;
      created_at: string;
    }>(
      `SELECT side, price, asked_price, stake::int AS stake, created_at::text AS created_at
         FROM sports_bets WHERE match_id = $1 AND user_id = ANY($2::int[])`,
      [match().matchId, ids],
    );
    expect(bets.length).toBeGreaterThan(0);
    for (const b of bets)
      expect(b.side === 'back' ? b.price >= b.asked_price : b.price <= b.asked_price).toBe(true);
    const backs = bets.filter((b) => b.side === 'back').reduce((s, b) => s + b.stake, 0);
    const lays = bets.filter((b) => b.side === 'lay').reduce((s, b) => s + b.stake, 0);
    expect(backs).toBe(lays); // every fill is a back and a lay of one size between two of them
    const orders = await fx.t.db.query<{
      size: number;
      matched: number;
      remaining: number;
      cancelled: number;
    }>(
      `SELECT size::int AS size, matched::int AS matched, remaining::int AS remaining, cancelled::int AS cancelled
         FROM sports_orders WHERE match_id = $1 AND user_id = ANY($2::int[])`,
      [match().matchId, ids],
    );
    for (const o of orders) expect(o.matched + o.remaining + o.cancelled).toBe(o.size);
    // A transaction's rows share its start time: fewer start times than orders means batches.
    const starts = await fx.t.db.query<{ n: number }>(
      `SELECT count(DISTINCT created_at)::int AS n FROM (
         SELECT created_at FROM sports_bets WHERE match_id = $1 AND user_id = ANY($2::int[])
         UNION ALL SELECT created_at FROM sports_orders WHERE match_id = $1 AND user_id = ANY($2::int[])) x`,
      [match().matchId, ids],
    );
    expect(starts[0]!.n).toBeLessThan(10);
    expect(await moneyProblems(fx.t.db, ids, runnersOf)).toEqual([]);
  });

  it('an order refused in a batch (insufficient funds) leaves the others as if it had not been sent', async () => {
    const [maker, blocker, taker] = await players(3, '10000');
    const [poor] = await players(1, '10');
    expect((await at(maker!, 'lay', '100.00', '1.55')).json().data).toMatchObject({
      waiting: '100.00',
    });
    const lock = holdBook();
    await lock.held;
    // The blocker's batch waits for the book; the poor back and the taker's queue behind it, in
    // that order, and are placed together.
    const first = at(blocker!, 'back', '10.00', '1.56');
    await new Promise((r) => setTimeout(r, 50));
    const refused = at(poor!, 'back', '100.00', '1.55');
    await new Promise((r) => setTimeout(r, 50));
    const second = at(taker!, 'back', '100.00', '1.55');
    await new Promise((r) => setTimeout(r, 50));
    lock.release();
    expect((await first).json().data).toMatchObject({ waiting: '10.00' });
    expect((await refused).json()).toMatchObject({ status: 1, message: 'Insufficient balance' });
    expect((await second).json()).toMatchObject({
      status: 0,
      data: { matched: '100.00', matchedPrice: '1.55', waiting: '0.00' },
    });
    const written = await fx.t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM sports_bets WHERE user_id = $1)
            + (SELECT count(*) FROM sports_orders WHERE user_id = $1)
            + (SELECT count(*) FROM exposures WHERE user_id = $1) AS n`,
      [poor!.id],
    );
    expect(Number(written[0]!.n)).toBe(0);
    const ids = [maker!.id, blocker!.id, taker!.id, poor!.id];
    expect(await moneyProblems(fx.t.db, ids, runnersOf)).toEqual([]);
  });

  it("orders of two markets that queue while the process's orders are busy are placed in one transaction", async () => {
    const [p, q] = await players(2, '10000');
    // the odds and toss orders behind the first are placed together
    const replies = (
      await behindHeldBook(
        () => at(p!, 'lay', '20.00', '1.53'),
        () => [at(p!, 'lay', '20.00', '1.54'), tossLay(q!, '20.00')],
      )
    ).map((r) => r.json());
    for (const r of replies) expect(r).toMatchObject({ status: 0, data: { waiting: '20.00' } });
    const ids = replies.map((r) => (r as { data: { orderId: string } }).data.orderId);
    // rows written by one transaction carry its id (xmin)
    const tx = await fx.t.db.query<{ id: string; tx: string }>(
      'SELECT id::text, xmin::text AS tx FROM sports_orders WHERE id = ANY($1::bigint[])',
      [ids],
    );
    const txOf = (id: string) => tx.find((r) => r.id === id)?.tx;
    expect(txOf(ids[1]!)).toBeDefined();
    expect(txOf(ids[1]!)).toBe(txOf(ids[2]!));
    expect(txOf(ids[0]!)).not.toBe(txOf(ids[1]!));
    expect(await moneyProblems(fx.t.db, [p!.id, q!.id], runnersOfKey)).toEqual([]);
  });

  // Two transactions at once: PostgreSQL only (PGlite runs one transaction at a time).
  (TEST_DATABASE_URL ? it : it.skip)(
    'a batch places the orders of the markets it could lock; an order of a market another transaction holds waits for the next batch',
    async () => {
      const [p, q] = await players(2, '10000');
      const toss = holdBook(tossKey());
      await toss.held;
      // the lane's first batch waits for the toss book; the odds and toss orders queue behind it
      const first = tossLay(p!, '20.00');
      await new Promise((r) => setTimeout(r, 50));
      const odds = at(q!, 'lay', '20.00', '1.53');
      const second = tossLay(q!, '20.00');
      await new Promise((r) => setTimeout(r, 50));
      const held = holdBook(oddsKey());
      await held.held;
      toss.release();
      const timeout = new Promise<'waited'>((r) => setTimeout(() => r('waited'), 3000));
      // the toss order is placed while the odds book is still held
      const tossFirst = await Promise.race([second, timeout]);
      held.release();
      expect(tossFirst).not.toBe('waited');
      const replies = [await first, await odds, await second].map((r) => r.json());
      for (const r of replies) expect(r).toMatchObject({ status: 0, data: { waiting: '20.00' } });
      const ids = replies.map((r) => (r as { data: { orderId: string } }).data.orderId);
      const tx = await fx.t.db.query<{ id: string; tx: string }>(
        'SELECT id::text, xmin::text AS tx FROM sports_orders WHERE id = ANY($1::bigint[])',
        [ids],
      );
      expect(new Set(tx.map((r) => r.tx)).size).toBe(3);
      expect(await moneyProblems(fx.t.db, [p!.id, q!.id], runnersOfKey)).toEqual([]);
    },
  );

  it("a batch's orders of two markets are stored by one statement, not one a market", async () => {
    const [p, q] = await players(2, '10000');
    const db = fx.t.db;
    const transaction = db.transaction.bind(db);
    let stores = 0;
    // counts the batch store's statements (its data-modifying WITH) in every transaction
    db.transaction = <T>(fn: (tx: Queryable) => Promise<T>) =>
      transaction((tx) =>
        fn(
          Object.assign(Object.create(tx) as Queryable, {
            query: (sql: string, params?: readonly unknown[]) => {
              if (sql.includes('WITH upd AS')) stores += 1;
              return tx.query(sql, params);
            },
          }),
        ),
      );
    try {
      const replies = await behindHeldBook(
        () => at(p!, 'lay', '20.00', '1.53'),
        () => [at(p!, 'lay', '20.00', '1.54'), tossLay(q!, '20.00')],
      );
      for (const r of replies) expect(r.json()).toMatchObject({ status: 0 });
    } finally {
      db.transaction = transaction;
    }
    // the first order's batch, then the two markets' batch
    expect(stores).toBe(2);
    expect(await moneyProblems(fx.t.db, [p!.id, q!.id], runnersOfKey)).toEqual([]);
  });

  it("a player's orders on two markets of one batch: the second sees what the first reserved", async () => {
    const [blocker] = await players(1, '10000');
    const [p] = await players(1, '100');
    // each alone fits 100 Coins (liabilities 54.00 and 54.00), both do not
    const [first, odds, toss] = await behindHeldBook(
      () => at(blocker!, 'lay', '20.00', '1.53'),
      () => [at(p!, 'lay', '100.00', '1.54'), tossLay(p!, '60.00')],
    );
    expect(first!.json()).toMatchObject({ status: 0 });
    expect(odds!.json()).toMatchObject({ status: 0, data: { waiting: '100.00' } });
    expect(toss!.json()).toMatchObject({ status: 1, message: 'Insufficient balance' });
    expect(await moneyProblems(fx.t.db, [p!.id], runnersOfKey)).toEqual([]);
  });

  it("one batch taking the house's offers on two markets: the house's exposure of each is stored", async () => {
    const [blocker, p] = await players(2, '10000');
    const [first, ...taken] = await behindHeldBook(
      () => at(blocker!, 'lay', '20.00', '1.53'),
      () => [
        at(p!, 'back', '10.00', '1.50'),
        p!.post('/Player/PlaceBet', oddsBet(match(), 'back', '10.00', 0, 'toss')),
      ],
    );
    expect(first!.json()).toMatchObject({ status: 0 });
    for (const r of taken)
      expect(r.json()).toMatchObject({ status: 0, data: { matched: '10.00' } });
    const house = await houseIdOf(fx.t.db);
    const stored = await fx.t.db.query<{ market_key: string }>(
      'SELECT market_key FROM exposures WHERE user_id = $1 AND market_key LIKE $2',
      [house, `sports:${match().matchId}:%`],
    );
    expect(stored.map((e) => e.market_key.split(':')[2]).sort()).toEqual(['odds', 'toss']);
    const inMatch = (key: string) => key.startsWith(`sports:${match().matchId}:`);
    const problems = await moneyProblems(fx.t.db, [p!.id, house], (key) =>
      inMatch(key) ? runnersOfKey(key) : [],
    );
    expect(problems.filter((x) => x.includes(`sports:${match().matchId}:`))).toEqual([]);
  });

  it('one key sent twice in a batch is placed once, and both get its reply', async () => {
    const [p] = await players(1, '10000');
    const lock = holdBook();
    await lock.held;
    const body = { ...oddsBet(match(), 'lay', '20.00'), Price: '1.54' };
    const headers = { 'idempotency-key': 'batch-twice' };
    const both = [
      p!.post('/Player/PlaceBet', body, headers),
      p!.post('/Player/PlaceBet', body, headers),
    ];
    await new Promise((r) => setTimeout(r, 100));
    lock.release();
    const [a, b] = await Promise.all(both.map((r) => r.then((x) => x.json())));
    expect(a).toMatchObject({ status: 0, data: { waiting: '20.00' } });
    expect(b).toEqual(a);
    const orders = await fx.t.db.query('SELECT id FROM sports_orders WHERE user_id = $1', [p!.id]);
    expect(orders).toHaveLength(1);
  });

  it("a batch's funds read gives a market's bets one row a player, runner and side, however many there are", async () => {
    const [p] = await players(1, '10000');
    // six backs, each matched against the house's offer: six bets of p's and six of the house's
    for (let i = 0; i < 6; i += 1)
      expect((await at(p!, 'back', '5.00', '1.50')).json()).toMatchObject({
        status: 0,
        data: { matched: '5.00' },
      });
    const house = await houseIdOf(fx.t.db);
    const { matchId, marketId } = { matchId: match().matchId, marketId: match().odds.marketId };
    const key = marketKey(matchId, 'odds', marketId);
    const market = { key, matchId, marketType: 'odds', marketId };
    const read = await fx.t.db.transaction(async (tx) => {
      const funds = await readBatchFunds(tx, await lockPlayers(tx, [p!.id]), [market], house);
      const each = async (id: number) => readOpenBets(tx, id, matchId, 'odds', marketId);
      return { funds, mine: await each(p!.id), houses: await each(house) };
    });
    expect(read.mine.length).toBeGreaterThanOrEqual(6);
    const own = read.funds.of(key, [p!.id]).get(p!.id)!.open;
    const houseOpen = read.funds.houseOpen(key);
    const kinds = (rows: readonly BetRow[]) =>
      new Set(rows.map((b) => `${b.selection_id}:${b.side}`));
    // p backed one runner: one row; the house's rows, one a runner and side it has bets on
    expect(own).toHaveLength(1);
    expect(houseOpen).toHaveLength(kinds(read.houses).size);
    // the same worst case as every bet row's
    expect(exposureAfter(own, runnersOf())).toBe(exposureAfter(read.mine, runnersOf()));
    expect(exposureAfter(houseOpen, runnersOf())).toBe(exposureAfter(read.houses, runnersOf()));
  });
});
