import type { Db } from '../../src/db/types';
import { TEST_DATABASE_URL } from '../support/test-db';
import { spawnApi, type ApiProcess } from './api-process';
import { readFeed, rememberRunners, type FeedMatch, type HttpPlayer } from './exchange-http';
import { envelope, httpClient } from './http-client';
import { moneyProblems } from './money-invariants';
import { processStorage, type ProcessStorage } from './process-storage';
import { controlOnLeader } from './takeover-probe';

const PLAYERS = 20;
const ORDERS_EACH = 10;

/** A fixed pseudo-random sequence (the test is the same every run). */
function lcg(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

(TEST_DATABASE_URL ? describe : describe.skip)('the order book on two API processes', () => {
  jest.setTimeout(120_000);
  let store: ProcessStorage;
  let apis: ApiProcess[] = [];
  let db: Db;
  const clients: HttpPlayer[] = [];

  beforeAll(async () => {
    store = await processStorage();
    // One after the other: the first migrates the new database.
    apis = [await spawnApi(store.storage)];
    apis.push(await spawnApi(store.storage));
    db = await store.open();
  });
  afterAll(async () => {
    for (const c of clients) c.http.close();
    await Promise.all(apis.map((a) => a.kill()));
    await db.close();
    await store.remove();
  });

  it('200 orders and cancels from 20 players: every size adds up, no money drifts; waiting orders survive a restart and still match', async () => {
    const [a, b] = apis as [ApiProcess, ApiProcess];
    const control = httpClient();
    await control.post(`${a.api}/__test/Sports/Control`, { Frozen: true });
    const created = envelope<{ players: { userName: string; token: string; sessionId: string }[] }>(
      await control.post(`${a.api}/__test/CreatePlayers`, {
        Count: PLAYERS + 1,
        Balance: '100000',
        Prefix: 'racer',
      }),
    );
    const all = (created.data?.players ?? []).map((p) => ({
      name: p.userName,
      token: p.token,
      sessionId: p.sessionId,
      http: httpClient(p.token),
    }));
    clients.push(...all);
    expect(all).toHaveLength(PLAYERS + 1);
    // The last one takes no part in the race: the taker after the restart, with no orders of its
    // own to meet.
    const players = all.slice(0, PLAYERS);
    const taker = all[PLAYERS]!;
    const feed: FeedMatch[] = await readFeed(players[0]!, a);
    const runners = new Map<string, string[]>();
    rememberRunners(runners, feed);
    // One upcoming match's match odds (open, no ball running): every order on runner 0.
    const target = feed
      .flatMap((m) => m.markets.filter((mk) => mk.marketType === 'odds').map((mk) => ({ m, mk })))
      .find(({ mk }) => mk.status === 'OPEN' && mk.events[0]!.BackPrice1 > 1.1);
    expect(target).toBeDefined();
    const { m, mk } = target!;
    const ev = mk.events[0]!;
    const levels = ev as typeof ev & Record<'BackPrice2' | 'BackPrice3' | 'LayPrice2', number>;
    const prices = [
      levels.BackPrice3,
      levels.BackPrice2,
      ev.BackPrice1,
      ev.LayPrice1,
      levels.LayPrice2,
    ]
      .filter((p) => p > 1)
      .map((p) => p.toFixed(2));

    const failures: string[] = [];
    await Promise.all(
      players.map(async (p, i) => {
        const rnd = lcg(i + 1);
        for (let k = 0; k < ORDERS_EACH; k += 1) {
          const api = (i + k) % 2 === 0 ? a.api : b.api;
          const placed = await p.http.post(
            `${api}/Player/PlaceBet`,
            {
              MatchId: m.matchId,
              EventId: m.eventId,
              MarketId: mk.marketId,
              MarketType: 'odds',
              SelectionId: ev.SelectionId,
              Side: rnd(2) === 0 ? 'back' : 'lay',
              Price: prices[rnd(prices.length)],
              Stake: String(100 + rnd(5) * 50),
            },
            { 'idempotency-key': `race-${i}-${k}` },
          );
          const body = envelope<{ orderId: string | null }>(placed);
          if (placed.code !== 200 || body.status !== 0) {
            failures.push(`${p.name} order ${k}: ${placed.code} ${body.message}`);
            continue;
          }
          const orderId = body.data?.orderId;
          if (orderId && rnd(3) === 0) {
            const other = api === a.api ? b.api : a.api;
            const cancel = await p.http.post(`${other}/Player/CancelBet`, { BetId: orderId });
            if (cancel.code !== 200) failures.push(`${p.name} cancel: ${cancel.code}`);
          }
        }
      }),
    );
    expect(failures).toEqual([]);

    const orders = await db.query<{
      size: number;
      matched: number;
      remaining: number;
      cancelled: number;
    }>(
      `SELECT size::int AS size, matched::int AS matched, remaining::int AS remaining,
              cancelled::int AS cancelled FROM sports_orders o JOIN users u ON u.id = o.user_id
        WHERE u.username LIKE 'racer%'`,
    );
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      expect(o.matched + o.remaining + o.cancelled).toBe(o.size);
      expect(Math.min(o.matched, o.remaining, o.cancelled)).toBeGreaterThanOrEqual(0);
    }
    // Every matched size is a pair: as much backed as laid, no size matched twice.
    const sides = await db.query<{ side: string; stake: number }>(
      `SELECT side, SUM(stake)::bigint AS stake FROM sports_bets
        WHERE match_id = $1 AND market_type = 'odds' GROUP BY side ORDER BY side`,
      [m.matchId],
    );
    expect(sides).toHaveLength(2);
    expect(sides[0]!.stake).toBe(sides[1]!.stake);
    const ids = (
      await db.query<{ id: number }>(
        `SELECT id FROM users WHERE username LIKE 'racer%' OR username = '__house'`,
      )
    ).map((u) => u.id);
    const runnersOf = (key: string) => runners.get(key) ?? [];
    expect(await moneyProblems(db, ids, runnersOf)).toEqual([]);

    // A restart: the waiting orders are still there, and still matchable.
    type Waiting = { id: string; username: string; side: string; price: number; remaining: number };
    const readWaiting = () =>
      db.query<Waiting>(
        `SELECT o.id::text AS id, u.username, o.side, o.price, o.remaining::int AS remaining
           FROM sports_orders o JOIN users u ON u.id = o.user_id
          WHERE o.state = 'waiting' AND o.match_id = $1 AND o.market_type = 'odds'
            AND o.selection_id = $2
          ORDER BY o.id`,
        [m.matchId, ev.SelectionId],
      );
    const before = await readWaiting();
    expect(before.some((o) => o.username.startsWith('racer'))).toBe(true);
    await Promise.all(apis.map((x) => x.kill()));
    apis = [await spawnApi(store.storage)];
    const again = apis[0]!;
    // The new process may not lead yet (503): unfrozen, its simulator would re-quote the house
    // between the read of the book below and the bet that takes its best order.
    expect(
      (await controlOnLeader(`${again.api}/__test/Sports/Control`, { Frozen: true }, 150)).code,
    ).toBe(200);
    // The players' orders survive: each still waits or was matched by the new process's first
    // re-quote (the market came to it); none was lost or cancelled by the restart.
    const states = await db.query<{ id: string; state: string; cancelled: number }>(
      `SELECT id::text AS id, state, cancelled::int AS cancelled FROM sports_orders
        WHERE id = ANY($1::bigint[])`,
      [before.filter((o) => o.username.startsWith('racer')).map((o) => o.id)],
    );
    expect(states.length).toBe(before.filter((o) => o.username.startsWith('racer')).length);
    for (const o of states) expect(['waiting', 'matched']).toContain(o.state);
    // The stored house orders may still be the old process's quote (frozen before the new one's
    // first tick stored its own); a bet first re-quotes them to the engine's. A bet the player
    // cannot cover (a back at 1000 waits and reserves its stake) is refused after storing that
    // re-quote, so the book read below is the one the taker meets.
    const sync = envelope(
      await players[0]!.http.post(`${again.api}/Player/PlaceBet`, {
        MatchId: m.matchId,
        EventId: m.eventId,
        MarketId: mk.marketId,
        MarketType: 'odds',
        SelectionId: ev.SelectionId,
        Side: 'back',
        Price: '1000.00',
        Stake: '150000.00',
      }),
    );
    expect(sync.message).toBe('Insufficient balance');
    const now = await readWaiting();
    // Price-time priority: a back reaches the lays at higher prices, then those at its price in
    // id order; a lay the backs at lower prices, then those at its price. The house may be ahead
    // of every player at the touch.
    const better = (o: Waiting, x: Waiting) =>
      x.side === o.side && (o.side === 'lay' ? x.price > o.price : x.price < o.price);
    const ahead = (o: Waiting) =>
      now
        .filter(
          (x) =>
            better(o, x) ||
            (x.side === o.side && x.price === o.price && BigInt(x.id) < BigInt(o.id)),
        )
        .reduce((sum, x) => sum + x.remaining, 0);
    // All a taker at the order's price can reach: what is ahead of it, it, and what waits behind
    // it at its price.
    const reachable = (o: Waiting) =>
      now
        .filter((x) => better(o, x) || (x.side === o.side && x.price === o.price))
        .reduce((sum, x) => sum + x.remaining, 0);
    const racers = now.filter((o) => o.username.startsWith('racer'));
    expect(racers.length).toBeGreaterThan(0);
    const resting = racers.reduce((best, o) => (ahead(o) < ahead(best) ? o : best));
    const stake = ahead(resting) + 10_000; // cents: all that is ahead, and 100.00 more
    const take = envelope<{ matched: string }>(
      await taker.http.post(`${again.api}/Player/PlaceBet`, {
        MatchId: m.matchId,
        EventId: m.eventId,
        MarketId: mk.marketId,
        MarketType: 'odds',
        SelectionId: ev.SelectionId,
        Side: resting.side === 'back' ? 'lay' : 'back',
        Price: (resting.price / 100).toFixed(2),
        Stake: (stake / 100).toFixed(2),
      }),
    );
    expect(take.status).toBe(0);
    expect(take.data?.matched).toBe((Math.min(stake, reachable(resting)) / 100).toFixed(2));
    // The waiting order matched what was left of the stake after all that was ahead of it.
    const after = await db.query<{ remaining: number }>(
      'SELECT remaining::int AS remaining FROM sports_orders WHERE id = $1',
      [resting.id],
    );
    expect(resting.remaining - after[0]!.remaining).toBe(Math.min(resting.remaining, 10_000));
    expect(await moneyProblems(db, ids, runnersOf)).toEqual([]);
    control.close();
  });
});
