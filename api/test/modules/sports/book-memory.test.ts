/**
 * The owner's books in memory (exchange/book-memory.ts) against the stored book, after every step
 * of a stream of places, cancels, cancel-alls and updates (stake and price) by two players: a
 * book in memory at the stored version holds exactly the stored waiting orders, and after every
 * call (place, cancel, cancel all, update) the market's book in memory is the stored one: the
 * owner did not read it again.
 */
import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';
import { authCoreModule } from '../../../src/modules/auth-core/auth-core-module';
import { marketKey } from '../../../src/modules/sports/market-key';
import type { BookMemory } from '../../../src/modules/sports/exchange/book-memory';
import { ORDER_COLUMNS, type OrderRow } from '../../../src/modules/sports/money-path/order-rows';
import { saferGamblingModule } from '../../../src/modules/safer-gambling/safer-gambling-module';
import { sportsModule } from '../../../src/modules/sports/sports-module';
import type { ExchangeModule } from '../../../src/modules/types';
import { ladderMatch, GAP_LADDER } from '../../support/ladder-fixture';
import { perFile } from '../../support/per-file';
import {
  cashOutBody,
  oddsBet,
  player,
  type Player,
  type SportsTestApp,
} from '../../support/sports-helpers';
import { createTestApp } from '../../support/test-app';

jest.setTimeout(120_000);

let books: BookMemory | undefined;
const capture: ExchangeModule = {
  name: 'sports',
  register: async (scope, deps) => {
    const controls = await sportsModule.register(scope, deps);
    books = controls ? controls.books : undefined;
    return controls;
  },
};

const fx = perFile(async () => {
  const t = await createTestApp(
    { simSeed: 42, testControl: true, sports: { betDelayMs: 0, matchCount: 10 } },
    [authCoreModule, capture, saferGamblingModule],
  );
  if (!t.sports) throw new Error('no sports module');
  const st: SportsTestApp = { ...t, sports: t.sports };
  return { t: st, demo: await player(t), demo2: await player(t, 'demo2'), close: () => t.close() };
});

/** A small seeded generator (the stream is the same on every run). */
function rng(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return Math.floor(s / 65536) % n;
  };
}

const PRICES = ['1.51', '1.52', '1.53', '1.54', '1.55', '1.56', '1.57', '1.58', '1.59', '1.60'];

/** The market's stored waiting orders (id order) and its book's stored version. */
async function stored(m: SimMatch) {
  const rows = await fx.t.db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sports_orders
      WHERE match_id = $1 AND market_type = 'odds' AND market_id = $2 AND state = 'waiting'
      ORDER BY sports_orders.id`,
    [m.matchId, m.odds.marketId],
  );
  const [v] = await fx.t.db.query<{ version: string }>(
    'SELECT version::text AS version FROM sports_book_versions WHERE market_key = $1',
    [marketKey(m.matchId, 'odds', m.odds.marketId)],
  );
  return { rows, version: v?.version ?? '0' };
}

/** The market's book in the owner's memory. */
function memory(m: SimMatch) {
  if (!books) throw new Error('the sports module gave no books');
  return books.known(marketKey(m.matchId, 'odds', m.odds.marketId));
}

describe('the owner keeps its books in memory', () => {
  it('equal to the stored book through a stream of places, cancels and updates', async () => {
    const m = await ladderMatch(fx, GAP_LADDER, 'upcoming');
    const players: Player[] = [fx.demo, fx.demo2];
    const waiting = async (p: Player): Promise<string[]> =>
      ((await p.post('/Player/GetUnmatchedBets', { Id: m.matchId })).json().data ?? []).map(
        (o: { betId: string }) => o.betId,
      );
    const next = rng(43);
    let placed = 0;
    let compared = 0;
    for (let step = 0; step < 40; step += 1) {
      const p = players[next(2)] as Player;
      const op = step < 6 ? 0 : next(10);
      let res;
      if (op < 6) {
        const side = next(2) === 0 ? 'back' : 'lay';
        const body = {
          ...oddsBet(m, side, `${100 + 10 * next(30)}.00`, 0),
          Price: PRICES[next(PRICES.length)],
        };
        res = await p.post('/Player/PlaceBet', body, { 'idempotency-key': `step-${step}` });
        placed += 1;
      } else {
        const ids = await waiting(p);
        const id = ids[next(Math.max(1, ids.length))];
        if (op === 9 || !id)
          res = await p.post('/Player/CancelBets', { Id: m.matchId, MarketType: 'odds' });
        else if (op === 6) res = await p.post('/Player/CancelBet', { BetId: id });
        else if (op === 7) res = await p.post('/Player/UpdateBet', { BetId: id, Stake: '100.00' });
        else
          res = await p.post('/Player/UpdateBet', {
            BetId: id,
            Price: PRICES[next(PRICES.length)],
          });
      }
      expect(res.statusCode).toBe(200);
      const db = await stored(m);
      const mem = memory(m);
      // every call runs on the owner's book: its memory is the stored book, at its version
      // (the next batch does not read it again)
      expect({ op, version: mem?.version }).toEqual({ op, version: db.version });
      if (mem && mem.version === db.version) {
        expect(mem.rows).toEqual(db.rows);
        compared += 1;
      }
    }
    expect(placed).toBeGreaterThan(15);
    expect(compared).toBeGreaterThanOrEqual(placed);
    // the stream left orders waiting and matched some
    const [{ n }] = (await fx.t.db.query(
      `SELECT count(*)::int AS n FROM sports_bets WHERE match_id = $1`,
      [m.matchId],
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });

  it('equal to the stored book after the match goes in play and its `lapse` orders lapse', async () => {
    const m = await ladderMatch(fx, GAP_LADDER, 'upcoming');
    const persistences = ['lapse', 'keep', 'lapse'] as const;
    for (const [n, persistence] of persistences.entries()) {
      const body = { ...oddsBet(m, 'back', '100.00', 0), Price: PRICES[2 * n + 1] };
      const res = await fx.demo.post(
        '/Player/PlaceBet',
        { ...body, Persistence: persistence },
        { 'idempotency-key': `lapse-${n}` },
      );
      expect(res.json().data).toEqual(expect.objectContaining({ waiting: '100.00' }));
    }
    const before = await stored(m);
    expect(memory(m)?.version).toBe(before.version);
    fx.t.sports.sim.startMatch(m);
    await fx.t.sports.drain();
    const after = await stored(m);
    const demo = (o: OrderRow) => o.user_id === before.rows.find((r) => r.price === 152)?.user_id;
    expect(after.rows.filter(demo).map((o) => o.persistence)).toEqual(['keep']);
    expect(after.version).not.toBe(before.version);
    // the lapse ran on the owner's book: its memory is the stored book, at its version
    expect(memory(m)).toEqual({ version: after.version, rows: after.rows });
  });

  it("equal to the stored book after the house's re-quote fills a waiting order", async () => {
    const m = await ladderMatch(fx, GAP_LADDER, 'upcoming');
    for (const [n, price] of ['1.55', '1.53'].entries()) {
      const body = { ...oddsBet(m, 'back', '100.00', 0), Price: price };
      const res = await fx.demo.post('/Player/PlaceBet', body, { 'idempotency-key': `rq-${n}` });
      expect(res.json().data).toEqual(expect.objectContaining({ waiting: '100.00' }));
    }
    const before = await stored(m);
    expect(memory(m)?.version).toBe(before.version);
    // the house now lays at 1.56 and 1.54: its new levels fill the waiting back at 1.55
    m.odds.runners[0]!.back = [156, 154, 140];
    await fx.t.sports.fillOrders();
    const after = await stored(m);
    expect(after.version).not.toBe(before.version);
    expect(after.rows.filter((o) => o.price === 155)).toEqual([]);
    // the re-quote ran on the owner's book: its memory is the stored book, at its version
    expect(memory(m)).toEqual({ version: after.version, rows: after.rows });
  });

  it('equal to the stored book after a cash out hedges against the book', async () => {
    const m = await ladderMatch(fx, GAP_LADDER, 'upcoming');
    const matched = await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '100.00', 0), {
      'idempotency-key': 'co-back',
    });
    expect(matched.json().data).toEqual(expect.objectContaining({ matched: '100.00' }));
    const body = { ...oddsBet(m, 'lay', '100.00', 0), Price: '1.55' };
    const res = await fx.demo2.post('/Player/PlaceBet', body, { 'idempotency-key': 'co-lay' });
    expect(res.json().data).toEqual(expect.objectContaining({ waiting: '100.00' }));
    const before = await stored(m);
    expect(memory(m)?.version).toBe(before.version);
    // the engine moves (the cash out re-quotes the house); the hedge lays at the best back
    m.odds.runners[0]!.lay = [158, 161, 162];
    const out = await fx.demo.post('/Player/CashOut', cashOutBody(m, 100, '-1000.00'));
    expect(out.json()).toMatchObject({ status: 0, message: 'Cashed out' });
    const after = await stored(m);
    expect(after.version).not.toBe(before.version);
    // the hedge ran on the owner's book: its memory is the stored book, at its version
    expect(memory(m)).toEqual({ version: after.version, rows: after.rows });
  });

  it('equal to the stored book after settlement lapses every waiting order', async () => {
    const m = await ladderMatch(fx, GAP_LADDER, 'upcoming');
    for (const [n, p] of [fx.demo, fx.demo2].entries()) {
      const body = { ...oddsBet(m, 'back', '100.00', 0), Price: PRICES[n + 4] };
      const res = await p.post('/Player/PlaceBet', body, { 'idempotency-key': `stl-${n}` });
      expect(res.json().data).toEqual(expect.objectContaining({ waiting: '100.00' }));
    }
    const before = await stored(m);
    expect(memory(m)?.version).toBe(before.version);
    const res = await fx.t.app.inject({
      method: 'POST',
      url: '/__test/Sports/SettleMatch',
      payload: { MatchId: m.matchId, WinnerSelectionId: m.odds.runners[1]!.selectionId },
    });
    expect(res.json().status).toBe(0);
    const after = await stored(m);
    expect(after.rows).toEqual([]);
    // the lapse ran on the owner's book: its memory is the stored (empty) book, at its version
    expect(memory(m)).toEqual({ version: after.version, rows: [] });
  });

  // last: the breaks leave demo without sports and demo2 logged out
  it("equal to the stored book after a break cancels the player's waiting orders", async () => {
    const m = await ladderMatch(fx, GAP_LADDER, 'upcoming');
    const breaks: [Player, string, object][] = [
      [fx.demo, '/SaferGambling/TakeProductBreak', { Product: 'Sports', Period: '24h' }],
      [fx.demo2, '/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '24h' }],
    ];
    for (const [n, [p]] of breaks.entries()) {
      const body = { ...oddsBet(m, 'back', '100.00', 0), Price: PRICES[n + 2] };
      const res = await p.post('/Player/PlaceBet', body, { 'idempotency-key': `brk-${n}` });
      expect(res.json().data).toEqual(expect.objectContaining({ waiting: '100.00' }));
    }
    for (const [p, path, body] of breaks) {
      const before = await stored(m);
      expect(memory(m)?.version).toBe(before.version);
      expect((await p.post(path, body)).json()).toMatchObject({ status: 0 });
      const after = await stored(m);
      expect(after.rows).toHaveLength(before.rows.length - 1);
      // the break's cancellation ran on the owner's book: its memory is the stored book
      expect(memory(m)).toEqual({ version: after.version, rows: after.rows });
    }
  });
});
