import type { StreamServerMessage } from 'shared-api-types';
import { cashOutQuote } from 'shared-maths/cash-out';
import { formatCents, parseCents } from 'shared-maths/money';
import type { SimMatch } from '../../src/modules/sports/feed/sim-types';
import { casinoModule } from '../../src/modules/casino/casino-module';
import { streamModule } from '../../src/modules/stream/stream-module';
import { currentRoundId } from '../support/casino-helpers';
import { balanceOf, oddsBet, sportsFixture } from '../support/sports-helpers';
import { authedStream, type TestStream } from '../support/stream-client';

type Update = Extract<StreamServerMessage, { type: 'update' }>;

const fx = sportsFixture({ extra: [casinoModule, streamModule] });
let url: string;
beforeAll(async () => {
  const address = await fx.t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/Stream`;
});

/** demo's stream, subscribed to `account`, its snapshot read. */
async function accountStream(): Promise<TestStream> {
  const s = await authedStream(url, fx.demo.token);
  s.send({ type: 'subscribe', topic: 'account' });
  await s.next((m) => m.type === 'snapshot' && m.topic === 'account');
  return s;
}

const accountUpdate = (m: StreamServerMessage) => m.type === 'update' && m.topic === 'account';

function openOdds(): SimMatch {
  const m = [...fx.t.sports.sim.matches.values()].find(
    (x) => x.state === 'upcoming' && x.odds.runners.length === 2,
  );
  if (!m) throw new Error('no two-runner upcoming match');
  m.odds.status = 'OPEN';
  m.odds.runners.forEach((r, i) => ((r.back[0] = i ? 196 : 200), (r.lay[0] = i ? 200 : 202)));
  return m;
}

describe('the account stream after a money change (the write path)', () => {
  it('a cash out pushes the new exposure within a second', async () => {
    const m = openOdds();
    expect(
      (await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '1000.00'))).json().status,
    ).toBe(0);
    const s = await accountStream();
    m.odds.runners.forEach((r, i) => ((r.back[0] = i ? 290 : 150), (r.lay[0] = i ? 300 : 151)));
    // the top levels can take the whole hedge (the book's sizes count, money-path/cash-out-book.ts)
    m.odds.runners.forEach((r) => ((r.backSize[0] = 5000), (r.laySize[0] = 5000)));
    const list: { side: 'back' | 'lay'; selectionId: string; win: string; liability: string }[] = (
      await fx.demo.post('/Player/GetOddsBetList', { Id: m.matchId })
    ).json().data;
    expect(list).toHaveLength(1);
    const prices = m.odds.runners.map((r) => ({
      selectionId: r.selectionId,
      back: r.back[0],
      lay: r.lay[0],
    }));
    // back 1,000 at 2.00 on runner 0: +1,000 / -1,000
    const [a, b] = m.odds.runners.map((r) => r.selectionId) as [string, string];
    const quote = cashOutQuote('odds', { [a]: 100_000, [b]: -100_000 }, prices, 100, 0);
    if (!quote.ok) throw new Error(quote.reason);
    const sent = Date.now();
    const res = await fx.demo.post('/Player/CashOut', {
      MatchId: m.matchId,
      EventId: m.eventId,
      MarketId: m.odds.marketId,
      MarketType: 'odds',
      Percent: 100,
      Amount: formatCents(quote.amount),
    });
    expect(res.json()).toMatchObject({ status: 0, message: 'Cashed out' });
    const pushed = (await s.next(accountUpdate, 1000)) as Update;
    const ms = Date.now() - sent;
    const now = await balanceOf(fx.demo);
    expect(now.exposure).toBe('0.00');
    expect(pushed.parts).toMatchObject({ balance: now });
    console.log(
      `cash out on the stream: exposure 1000.00 -> ${now.exposure}, update ${ms} ms after the request was sent`,
    );
    s.ws.close();
  });

  it('a casino bet pushes its exposure; a refused bet pushes nothing', async () => {
    const s = await accountStream();
    const before = await balanceOf(fx.demo);
    const bet = {
      TableCode: 't20',
      RoundId: await currentRoundId(fx.t.app, fx.demo.token, 't20'),
      Market: 'Winner',
      Selection: 'Player A',
      Rate: '1.98',
      Stake: '100.00',
    };
    const refused = await fx.demo.post('/Casino/PlaceBet', { ...bet, Rate: '1.50' });
    expect(refused.json()).toMatchObject({ status: 1, message: /^Rate changed/ });
    expect((await fx.demo.post('/Casino/PlaceBet', bet)).json().status).toBe(0);
    const pushed = (await s.next(accountUpdate, 1000)) as Update;
    const now = await balanceOf(fx.demo);
    expect(parseCents(now.exposure) - parseCents(before.exposure)).toBe(10_000);
    // the first update is the accepted bet's: the refusal sent none
    expect(pushed.parts).toMatchObject({ balance: now });
    s.ws.close();
  });

  it("carries the count of the player's waiting orders: in the snapshot and after each change", async () => {
    const m = openOdds();
    const waits = { ...oddsBet(m, 'back', '100.00'), Price: '9.00' };
    const placed = (await fx.demo.post('/Player/PlaceBet', waits)).json();
    expect(placed.data.waiting).toBe('100.00');
    const s = await accountStream();
    expect(s.got.find((x) => x.type === 'snapshot' && x.topic === 'account')).toMatchObject({
      parts: { waitingOrders: 1 },
    });
    await fx.demo.post('/Player/PlaceBet', waits);
    expect(((await s.next(accountUpdate, 1000)) as Update).parts).toMatchObject({
      waitingOrders: 2,
    });
    await fx.demo.post('/Player/CancelBets', { Id: m.matchId });
    expect(((await s.next(accountUpdate, 1000)) as Update).parts).toMatchObject({
      waitingOrders: 0,
    });
    s.ws.close();
  });

  it('after concurrent orders (batched) the parts last pushed are what is committed', async () => {
    const m = openOdds();
    const s = await accountStream();
    const waits = { ...oddsBet(m, 'back', '100.00'), Price: '9.00' };
    const takes = oddsBet(m, 'back', '100.00');
    // demo2's lays in the same batches (they take the house's backs)
    const lays = { ...oddsBet(m, 'lay', '150.00'), Price: '9.00' };
    const replies = await Promise.all([
      ...[waits, takes, waits, takes, waits].map((b) => fx.demo.post('/Player/PlaceBet', b)),
      ...[lays, lays].map((b) => fx.demo2.post('/Player/PlaceBet', b)),
    ]);
    for (const r of replies) expect(r.json()).toMatchObject({ status: 0 });
    const unmatched = (await fx.demo.post('/Player/GetUnmatchedBets', { Id: m.matchId })).json();
    const committed = { balance: await balanceOf(fx.demo), waitingOrders: unmatched.data.length };
    // each part as last pushed (a change replaces the parts it names), once they settle
    const last = () => {
      const seen: Record<string, unknown> = {};
      for (const x of s.got) if (accountUpdate(x)) Object.assign(seen, (x as Update).parts);
      return { balance: seen.balance, waitingOrders: seen.waitingOrders };
    };
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && JSON.stringify(last()) !== JSON.stringify(committed))
      await new Promise((r) => setTimeout(r, 20));
    expect(last()).toEqual(committed);
    s.ws.close();
  });
});
