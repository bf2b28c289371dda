jest.setTimeout(120_000);
import {
  casinoBet,
  breakState,
  HOUR,
  loginAgain,
  newPlayer,
  saferFixture,
  type TestPlayer,
  waitingBack,
} from '../../support/safer-helpers';
import { inPlayMatch, oddsBet, resetSports, upcomingMatch } from '../../support/sports-helpers';

// Issue 44 item 3: a break from sports only or from the casino only.
const KEY = 'operator-key-for-the-tests-0123456789';
const t = saferFixture({ casino: { openMs: 600_000 }, operatorKey: KEY });

beforeEach(async () => {
  t.clock.set(new Date()); // the session starts now
  await resetSports(t);
  upcomingMatch(t).odds.status = 'OPEN';
});

/** A player without session reminders (the test clock walks days ahead). */
async function player(): Promise<TestPlayer> {
  const p = await newPlayer(t);
  await p.post('/SaferGambling/SetRealityCheck', { IntervalMinutes: 0 });
  return p;
}

const sportsBet = async (p: TestPlayer) =>
  (await p.post('/Player/PlaceBet', { ...oddsBet(inPlayMatch(t), 'back', '100.00') })).json();

const seen = (p: TestPlayer) => breakState(t.db, p.id);

const SPORTS_REFUSAL = {
  status: 1,
  message: 'You are taking a break from sports betting',
  data: null,
  code: 'SAFER_SPORTS_BREAK_BET',
};
const CASINO_REFUSAL = {
  status: 1,
  message: 'You are taking a break from the casino',
  data: null,
  code: 'SAFER_CASINO_BREAK_BET',
};

describe('a break from sports', () => {
  it('cancels the waiting orders, refuses sports bets until its end, leaves the casino and the login open', async () => {
    const start = t.clock.now();
    const p = await player();
    await waitingBack(p, inPlayMatch(t));
    await waitingBack(p, upcomingMatch(t));
    expect(await seen(p)).toEqual({ breaks: 0, waiting: 2, exposure: 20_000 });
    const res = await p.post('/SaferGambling/TakeProductBreak', {
      Product: 'Sports',
      Period: '48h',
    });
    const endsAt = new Date(start.getTime() + 48 * HOUR).toISOString();
    expect(res.json()).toMatchObject({
      status: 0,
      data: { productBreaks: [{ product: 'Sports', period: '48h', endsAt }] },
      code: 'SAFER_PRODUCT_BREAK_TAKEN',
      values: { product: 'Sports', until: endsAt },
    });
    expect(res.json().message).toMatch(/^You are taking a break from sports until \d+ \w+ \d{4} /);
    expect(await seen(p)).toEqual({ breaks: 1, waiting: 0, exposure: 0 });

    expect(await sportsBet(p)).toEqual(SPORTS_REFUSAL);
    // The bookmaker's bets (the other write path) too.
    const book = oddsBet(inPlayMatch(t), 'back', '100.00', 0, 'book');
    expect((await p.post('/Player/PlaceBet', book)).json()).toEqual(SPORTS_REFUSAL);
    expect((await casinoBet(t, p, '100')).status).toBe(0);
    // Still logged in, and a new login is accepted.
    expect((await p.post('/SaferGambling/GetLimits')).statusCode).toBe(200);
    const again = await loginAgain(t, p);
    expect(await sportsBet(again)).toEqual(SPORTS_REFUSAL);

    // It cannot be shortened (nor taken again for as long); a longer one is allowed.
    for (const Period of ['24h', '48h']) {
      const shorter = (
        await p.post('/SaferGambling/TakeProductBreak', { Product: 'Sports', Period })
      ).json();
      expect(shorter).toMatchObject({
        status: 1,
        data: null,
        code: 'SAFER_PRODUCT_BREAK_NOT_SHORTER',
        values: { product: 'Sports', until: endsAt },
      });
      expect(shorter.message).toMatch(
        /^Your break from sports already lasts until .* and cannot be shortened$/,
      );
    }
    expect((await seen(p)).breaks).toBe(1);

    t.clock.advance(48 * HOUR - 1000);
    expect(await sportsBet(p)).toEqual(SPORTS_REFUSAL);
    t.clock.advance(1000);
    expect(await sportsBet(p)).toMatchObject({ status: 0 });
    const bookAgain = oddsBet(inPlayMatch(t), 'back', '100.00', 0, 'book');
    expect((await p.post('/Player/PlaceBet', bookAgain)).json()).toMatchObject({ status: 0 });
    const limits = (await p.post('/SaferGambling/GetLimits')).json().data;
    expect(limits.productBreaks).toEqual([]);
  });

  it('a failure while cancelling the second market leaves neither the break nor any cancel', async () => {
    const p = await player();
    await waitingBack(p, inPlayMatch(t));
    const second = await waitingBack(p, upcomingMatch(t));
    const before = await seen(p);
    await t.db.query(`CREATE FUNCTION test_fail_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.state = 'cancelled' AND OLD.id = ${Number(second)} THEN
          RAISE EXCEPTION 'test: the cancel fails';
        END IF;
        RETURN NEW;
      END $$`);
    await t.db.query(`CREATE TRIGGER test_fail_cancel BEFORE UPDATE ON sports_orders
      FOR EACH ROW EXECUTE FUNCTION test_fail_cancel()`);
    try {
      const res = await p.post('/SaferGambling/TakeProductBreak', {
        Product: 'Sports',
        Period: '7d',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.query('DROP TRIGGER test_fail_cancel ON sports_orders');
      await t.db.query('DROP FUNCTION test_fail_cancel()');
    }
    expect(await seen(p)).toEqual(before);
    expect((await sportsBet(p)).status).toBe(0);
  });
});

describe('a break from the casino', () => {
  it('refuses casino bets until its end, leaves sports orders waiting and sports open', async () => {
    const start = t.clock.now();
    const p = await player();
    await waitingBack(p, inPlayMatch(t));
    const res = await p.post('/SaferGambling/TakeProductBreak', {
      Product: 'Casino',
      Period: '24h',
    });
    expect(res.json()).toMatchObject({
      status: 0,
      data: {
        productBreaks: [
          {
            product: 'Casino',
            period: '24h',
            endsAt: new Date(start.getTime() + 24 * HOUR).toISOString(),
          },
        ],
      },
    });
    expect(await seen(p)).toEqual({ breaks: 1, waiting: 1, exposure: 10_000 });
    expect(await casinoBet(t, p, '100')).toEqual(CASINO_REFUSAL);
    expect((await sportsBet(p)).status).toBe(0);
    t.clock.advance(24 * HOUR - 1000);
    expect(await casinoBet(t, p, '100')).toEqual(CASINO_REFUSAL);
    t.clock.advance(1000);
    expect((await casinoBet(t, p, '100')).status).toBe(0);
  });

  it('both products at once, each with its own end; a time-out afterwards still ends the sessions', async () => {
    const p = await player();
    await p.post('/SaferGambling/TakeProductBreak', { Product: 'Casino', Period: '2w' });
    await p.post('/SaferGambling/TakeProductBreak', { Product: 'Sports', Period: '6w' });
    const limits = (await p.post('/SaferGambling/GetLimits')).json().data;
    expect(limits.productBreaks.map((b: { period: string }) => b.period)).toEqual(['2w', '6w']);
    expect(await casinoBet(t, p, '100')).toEqual(CASINO_REFUSAL);
    expect(await sportsBet(p)).toEqual(SPORTS_REFUSAL);
    t.clock.advance(14 * 24 * HOUR);
    expect((await casinoBet(t, p, '100')).status).toBe(0);
    expect(await sportsBet(p)).toEqual(SPORTS_REFUSAL);
    const timeOut = await p.post('/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '24h' });
    expect(timeOut.json()).toMatchObject({ status: 0 });
  });
});

describe('TakeProductBreak', () => {
  it('answers a period or product not offered with a 400 naming the field, writing nothing', async () => {
    const p = await player();
    for (const body of [
      { Product: 'Sports', Period: '30d' },
      { Product: 'Sports', Period: '1y' },
      { Product: 'Poker', Period: '24h' },
      { Product: 'Casino' },
    ]) {
      const res = await p.post('/SaferGambling/TakeProductBreak', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Period|Product/);
    }
    expect((await seen(p)).breaks).toBe(0);
  });

  it('is recorded with the other breaks, read by the operator', async () => {
    const p = await player();
    await p.post('/SaferGambling/TakeProductBreak', { Product: 'Casino', Period: '7d' });
    const record = await t.app.inject({
      method: 'POST',
      url: '/Operator/SaferRecord',
      payload: { UserName: p.userName },
      headers: { 'x-operator-key': KEY },
    });
    const events = record.json().data.events as { event: string; kind: string; amount: string }[];
    expect(events.filter((e) => e.event === 'break')).toEqual([
      expect.objectContaining({ event: 'break', kind: 'CasinoBreak', amount: '7d' }),
    ]);
  });
});
