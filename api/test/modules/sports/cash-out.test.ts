import { commissionOf, runnerPositions } from 'shared-maths';
import { cashOutQuote } from 'shared-maths/cash-out';
import { formatCents, parseCents } from 'shared-maths/money';
import type { OrderEvent } from 'shared-api-types';
import type { Db } from '../../../src/db/types';
import { cashOut as cashOutDirect } from '../../../src/modules/sports/fixed-odds/cash-out';
import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';
import {
  balanceOf,
  cashOutBody,
  NOT_HOUSE,
  oddsBet,
  orderEvents,
  sportsFixture,
} from '../../support/sports-helpers';

const fx = sportsFixture({ resetEachTest: true });

/** An in-play match whose match odds and bookmaker have two runners, at these prices. */
function twoRunnerMatch(): SimMatch {
  const m = [...fx.t.sports.sim.matches.values()].find(
    (x) => x.state === 'inplay' && x.odds.runners.length === 2,
  );
  if (!m) throw new Error('no two-runner in-play match');
  m.odds.status = 'OPEN';
  m.book.status = 'OPEN';
  setPrices(m, [200, 202], [196, 200]);
  m.book.runners.forEach((r, i) => ((r.back[0] = i ? 90 : 80), (r.lay[0] = i ? 95 : 85)));
  return m;
}

/** One level a side per runner (the book's other levels empty, so no deeper level crosses). */
function setPrices(m: SimMatch, ...prices: [number, number][]): void {
  m.odds.runners.forEach((r, i) => {
    const [back, lay] = prices[i] ?? [0, 0];
    r.back = [back, 0, 0];
    r.lay = [lay, 0, 0];
  });
}

const cashOut = (body: object, key?: string) =>
  fx.demo.post('/Player/CashOut', body, key ? { 'idempotency-key': key } : {});

/** The player's positions on a market, from the bet list (what the client shows). */
async function positions(m: SimMatch, kind: 'odds' | 'book' = 'odds') {
  const url = kind === 'odds' ? '/Player/GetOddsBetList' : '/Player/GetBookBetList';
  const list: {
    side: 'back' | 'lay';
    selectionId: string;
    win: string;
    liability: string;
    status: string;
  }[] = (await fx.demo.post(url, { Id: m.matchId })).json().data;
  const bets = list
    .filter((b) => b.status === 'open')
    .map((b) => ({ ...b, win: parseCents(b.win), loss: parseCents(b.liability) }));
  return runnerPositions(
    m[kind].runners.map((r) => r.selectionId),
    bets,
  );
}

const quoteOf = async (m: SimMatch, percent: number, kind: 'odds' | 'book' = 'odds') => {
  const prices = m[kind].runners.map((r) => ({
    selectionId: r.selectionId,
    back: r.back[0],
    lay: r.lay[0],
  }));
  const q = cashOutQuote(kind, await positions(m, kind), prices, percent, 0);
  if (!q.ok) throw new Error(q.reason);
  return q;
};

describe('CashOut', () => {
  it('levels the match odds at the live prices: equal positions, exposure as the API says', async () => {
    const m = twoRunnerMatch();
    expect(
      (await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '500.00'))).json().status,
    ).toBe(0);
    setPrices(m, [150, 151], [290, 300]);
    const quote = await quoteOf(m, 100);
    const res = (await cashOut(cashOutBody(m, 100, formatCents(quote.amount)))).json();
    const [user] = await fx.t.db.query<{ match_comm_bp: number }>(
      "SELECT match_comm_bp FROM users WHERE username = 'demo'",
    );
    const bp = user?.match_comm_bp ?? 0;
    expect(res).toMatchObject({
      status: 0,
      message: 'Cashed out',
      data: {
        bets: [{ side: 'lay', matchedPrice: '1.51', selectionId: m.odds.runners[0]?.selectionId }],
        amount: formatCents(quote.amount),
        net: formatCents(quote.amount - commissionOf(quote.amount, bp)),
      },
    });
    // 500 at 2.00 laid off at 1.51: lay 662.25, both runners +162.25.
    const after = Object.values(await positions(m));
    expect(Math.max(...after) - Math.min(...after)).toBeLessThanOrEqual(1);
    expect(Math.min(...after)).toBe(quote.amount);
    expect(await balanceOf(fx.demo)).toEqual({ ...res.data.balance, exposure: '0.00' });
  });

  it('a waiting order keeps its reservation through a cash out of the matched bets', async () => {
    const m = twoRunnerMatch();
    await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '500.00'));
    // a back at 9.00 nobody offers: it waits, 300 reserved
    const waits = { ...oddsBet(m, 'back', '300.00'), Price: '9.00' };
    expect((await fx.demo.post('/Player/PlaceBet', waits)).json().data.waiting).toBe('300.00');
    setPrices(m, [150, 151], [290, 300]);
    const quote = await quoteOf(m, 100);
    const res = (await cashOut(cashOutBody(m, 100, formatCents(quote.amount)))).json();
    expect(res.status).toBe(0);
    // level +162.25 either way after the cash out (as above); the waiting back's 300 counts if
    // runner 2 wins: 162.25 - 300 = -137.75 (it was 0 when cash out dropped the reservation)
    expect((await balanceOf(fx.demo)).exposure).toBe('137.75');
  });

  it('cashes out part of a bookmaker position and leaves the rest', async () => {
    const m = twoRunnerMatch();
    await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'lay', '1000.00', 0, 'book'));
    const before = await positions(m, 'book');
    const quote = await quoteOf(m, 50, 'book');
    const res = (await cashOut(cashOutBody(m, 50, formatCents(quote.amount), 'book'))).json();
    expect(res.status).toBe(0);
    expect(await positions(m, 'book')).toEqual(quote.after);
    // The half kept is as it was; the half cashed is level.
    const cashed = Object.entries(quote.after).map(
      ([id, v]) => v - ((before[id] ?? 0) - Math.trunc((before[id] ?? 0) / 2)),
    );
    expect(Math.max(...cashed) - Math.min(...cashed)).toBeLessThanOrEqual(1);
  });

  it('refuses with the reason when no price can be had or the value fell', async () => {
    const m = twoRunnerMatch();
    const body = cashOutBody(m, 100, '-1000.00');
    expect((await cashOut(body)).json()).toEqual({
      status: 1,
      message: 'No position to cash out',
      code: 'CASH_OUT_NO_POSITION',
      data: null,
    });
    await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '500.00'));
    m.odds.status = 'SUSPENDED';
    expect((await cashOut(body)).json().message).toBe('Market is suspended');
    m.odds.status = 'OPEN';
    setPrices(m, [150, 151], [290, 300]);
    const quote = await quoteOf(m, 100);
    const greedy = cashOutBody(m, 100, formatCents(quote.amount + 1));
    expect((await cashOut(greedy)).json().message).toBe(
      `Cash out value changed: now ${formatCents(quote.amount)} Coins`,
    );
    setPrices(m, [0, 0], [0, 0]);
    expect((await cashOut(body)).json().message).toBe('No price to cash out at');
    const rows = await fx.t.db.query(
      `SELECT 1 FROM sports_bets WHERE status = 'open' AND ${NOT_HOUSE}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('checks the value again after the in-play delay', async () => {
    const m = twoRunnerMatch();
    await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '500.00'));
    setPrices(m, [150, 151], [290, 300]);
    const quote = await quoteOf(m, 100);
    fx.t.sports.betDelayMs = 150;
    const pending = cashOut(cashOutBody(m, 100, formatCents(quote.amount)));
    await new Promise((r) => setTimeout(r, 30));
    setPrices(m, [170, 172], [240, 250]);
    expect((await pending).json().message).toMatch(/^Cash out value changed/);
  });

  it('one Idempotency-Key makes one cash out', async () => {
    const m = twoRunnerMatch();
    await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '500.00'));
    setPrices(m, [150, 151], [290, 300]);
    const body = cashOutBody(m, 100, formatCents((await quoteOf(m, 100)).amount));
    const [a, b] = await Promise.all([cashOut(body, 'co-1'), cashOut(body, 'co-1')]);
    expect(a.json()).toEqual(b.json());
    const rows = await fx.t.db.query(`SELECT 1 FROM sports_bets WHERE ${NOT_HOUSE}`);
    expect(rows).toHaveLength(2);
  });

  it('a request under a key that finds no stored reply, then no position, answers with the reply the key stored meanwhile', async () => {
    // The race of two requests under one key, made deterministic: the second looks for a stored
    // reply, the first then cashes out and commits, and only then does the second read the position.
    const m = twoRunnerMatch();
    await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '500.00'));
    setPrices(m, [150, 151], [290, 300]);
    const body = cashOutBody(m, 100, formatCents((await quoteOf(m, 100)).amount));
    const [user] = await fx.t.db.query<{ id: number }>(
      `SELECT id FROM users WHERE username = 'demo'`,
    );
    let first: Promise<{ json: () => unknown }> | null = null;
    const db: Db = Object.create(fx.t.db, {
      query: {
        value: async (sql: string, params?: unknown[]) => {
          const rows = await fx.t.db.query(sql, params);
          if (!first && sql.includes('FROM idempotency')) await (first = cashOut(body, 'co-r'));
          return rows;
        },
      },
    });
    const second = await cashOutDirect(
      { db, live: fx.t.app.live, matches: () => fx.t.sports.sim.matches, betDelayMs: () => 0 },
      user!.id,
      {
        matchId: body.MatchId,
        eventId: body.EventId,
        marketId: body.MarketId,
        marketType: 'odds',
        percent: 100,
        amount: parseCents(body.Amount),
        idempotencyKey: 'co-r',
      },
    );
    expect(second).toEqual((await first!).json());
  });

  it('answers bad input with a 400', async () => {
    const m = twoRunnerMatch();
    for (const body of [
      { ...cashOutBody(m, 100, '1.00'), Percent: 30 },
      { ...cashOutBody(m, 100, '1.00'), MarketType: 'toss' },
      { ...cashOutBody(m, 100, 'abc') },
    ]) {
      const res = await cashOut(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Percent|MarketType|Amount/);
    }
  });
});

describe('CashOut of match odds against the book', () => {
  /**
   * demo backed runner 1 for 500.00 at 2.00; the house now offers 1.40 to back and 1.45 to lay
   * it, and demo2's back of `size` at 1.42 waits: the best price to lay, and the cash out's.
   */
  async function restingBack(size: string) {
    const m = twoRunnerMatch();
    expect(
      (await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '500.00'))).json().status,
    ).toBe(0);
    setPrices(m, [140, 145], [290, 300]);
    const rest = { ...oddsBet(m, 'back', size), Price: '1.42' };
    const order = (await fx.demo2.post('/Player/PlaceBet', rest)).json();
    expect(order.data).toMatchObject({ matched: '0.00', waiting: size });
    const runners = m.odds.runners.map((r) => r.selectionId);
    const prices = [
      { selectionId: runners[0]!, back: 140, lay: 142 },
      { selectionId: runners[1]!, back: 290, lay: 300 },
    ];
    const quote = cashOutQuote('odds', await positions(m), prices, 100, 0);
    if (!quote.ok) throw new Error(quote.reason);
    return { m, order: order.data.orderId as string, quote };
  }

  const userId = async (name: string) =>
    (await fx.t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [name]))[0]!
      .id;
  const waitingOf = async (p: typeof fx.demo, m: SimMatch) =>
    (await p.post('/Player/GetUnmatchedBets', { Id: m.matchId })).json().data;

  it("takes a player's waiting order at its price, uses its size up and tells both", async () => {
    const { m, order, quote } = await restingBack('800.00');
    const stake = quote.bets[0]!.stake;
    expect(quote.bets).toEqual([expect.objectContaining({ side: 'lay', price: 142 })]);
    let res: { status: number; data: { bets: unknown[]; amount: string } } | undefined;
    const events = await orderEvents(fx.t, async () => {
      res = (await cashOut(cashOutBody(m, 100, formatCents(quote.amount)))).json();
    });
    expect(res).toMatchObject({
      status: 0,
      data: {
        bets: [{ side: 'lay', matchedPrice: '1.42', stake: formatCents(stake) }],
        amount: formatCents(quote.amount),
      },
    });
    const after = Object.values(await positions(m));
    expect(Math.max(...after) - Math.min(...after)).toBeLessThanOrEqual(1);
    expect(Math.min(...after)).toBe(quote.amount);
    expect(await waitingOf(fx.demo2, m)).toEqual([
      expect.objectContaining({
        betId: order,
        matched: formatCents(stake),
        remaining: formatCents(80000 - stake),
      }),
    ]);
    const fill = { size: formatCents(stake), price: '1.42' };
    expect(events.get(await userId('demo2'))).toEqual([
      expect.objectContaining<Partial<OrderEvent>>({ kind: 'matched', betId: order, fill }),
    ]);
    expect(events.get(await userId('demo'))).toEqual([
      expect.objectContaining<Partial<OrderEvent>>({
        kind: 'matched',
        side: 'lay',
        remaining: '0.00',
        fill,
      }),
    ]);
  });

  it('a level too small is priced one level deeper: the value counts the sizes', async () => {
    const { m, order, quote } = await restingBack('300.00');
    // 300.00 at 1.42, then the house's 1.45: the value is that of a lay at 1.45
    const runners = m.odds.runners.map((r) => r.selectionId);
    const deeper = cashOutQuote(
      'odds',
      await positions(m),
      [
        { selectionId: runners[0]!, back: 140, lay: 145 },
        { selectionId: runners[1]!, back: 290, lay: 300 },
      ],
      100,
      0,
    );
    if (!deeper.ok) throw new Error(deeper.reason);
    const before = await balanceOf(fx.demo);
    expect((await cashOut(cashOutBody(m, 100, formatCents(quote.amount)))).json()).toEqual({
      status: 1,
      message: `Cash out value changed: now ${formatCents(deeper.amount)} Coins`,
      code: 'CASH_OUT_VALUE_CHANGED',
      values: { amount: formatCents(deeper.amount) },
      data: null,
    });
    expect(await balanceOf(fx.demo)).toEqual(before);
    const res = (await cashOut(cashOutBody(m, 100, formatCents(deeper.amount)))).json();
    const stake = deeper.bets[0]!.stake;
    expect(res).toMatchObject({
      status: 0,
      data: {
        amount: formatCents(deeper.amount),
        bets: [
          { side: 'lay', matchedPrice: '1.42', stake: '300.00' },
          { side: 'lay', matchedPrice: '1.45', stake: formatCents(stake - 30000) },
        ],
      },
    });
    // the part matched at 1.42 (better than 1.45) leaves the player at or above the value
    expect(Math.min(...Object.values(await positions(m)))).toBeGreaterThanOrEqual(deeper.amount);
    expect(await waitingOf(fx.demo2, m)).toEqual([]);
    expect(order).toBeTruthy();
  });

  it('a hedge the whole book cannot take is refused and changes nothing', async () => {
    const { m, order } = await restingBack('300.00');
    m.odds.runners[0]!.laySize = [1, 0, 0];
    const before = await balanceOf(fx.demo);
    const res = (await cashOut(cashOutBody(m, 100, '-1000.00'))).json();
    expect(res).toEqual({
      status: 1,
      message: expect.stringMatching(
        /^Cash out unavailable: the book offers 301\.00 of the \d+\.\d\d Coins the hedge needs at 1\.45 or better$/,
      ),
      code: 'CASH_OUT_BOOK_SHORT',
      values: { matched: '301.00', needed: expect.stringMatching(/^\d+\.\d\d$/), price: '1.45' },
      data: null,
    });
    expect(await waitingOf(fx.demo2, m)).toEqual([
      expect.objectContaining({ betId: order, matched: '0.00', remaining: '300.00' }),
    ]);
    const open = await fx.t.db.query(
      `SELECT 1 FROM sports_bets WHERE status = 'open' AND ${NOT_HOUSE}`,
    );
    expect(open).toHaveLength(1);
    expect(await balanceOf(fx.demo)).toEqual(before);
  });
});
