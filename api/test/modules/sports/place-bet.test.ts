import {
  balanceOf,
  fancyBet,
  inPlayMatch,
  oddsBet,
  upcomingMatch,
  sportsFixture,
} from '../../support/sports-helpers';

const fx = sportsFixture();
beforeEach(async () => {
  await fx.t.app.inject({ method: 'POST', url: '/__test/Reset' });
  fx.t.sports.betDelayMs = 0;
});

const place = (body: object, key?: string) =>
  fx.demo.post('/Player/PlaceBet', body, key ? { 'idempotency-key': key } : {});

describe('PlaceBet', () => {
  it('places a back bet: exposure = stake, balance unchanged', async () => {
    const res = await place(oddsBet(inPlayMatch(fx.t), 'back', '500.00'));
    expect(res.json()).toMatchObject({
      status: 0,
      message: 'Bet placed',
      data: { balance: { balance: '100000.00', exposure: '500.00', available: '99500.00' } },
    });
  });

  it('a lay on the other runner adds to the same market position', async () => {
    const m = inPlayMatch(fx.t);
    await place(oddsBet(m, 'back', '100.00', 0));
    const lay = oddsBet(m, 'lay', '100.00', 1);
    const res = await place(lay);
    expect(res.json().status).toBe(0);
    // back A and lay B both lose only if B wins: back stake + lay liability
    const layLiability = Math.ceil((10_000 * (Math.round(Number(lay.Price) * 100) - 100)) / 100);
    expect((await balanceOf(fx.demo)).exposure).toBe(((10_000 + layLiability) / 100).toFixed(2));
  });

  it('refuses a stake below the minimum or above the maximum', async () => {
    const m = inPlayMatch(fx.t);
    expect((await place(oddsBet(m, 'back', '99.99'))).json()).toEqual({
      status: 1,
      message: 'Stake is below the minimum of 100 Coins',
      data: null,
    });
    expect((await place(oddsBet(m, 'back', '200000.01'))).json().message).toBe(
      'Stake is above the maximum of 200000 Coins',
    );
  });

  it('refuses when available balance does not cover the worst case', async () => {
    await fx.t.app.inject({
      method: 'POST',
      url: '/__test/SetBalance',
      payload: { UserName: 'demo', Balance: '150.00' },
    });
    const res = await place(oddsBet(inPlayMatch(fx.t), 'back', '200.00'));
    expect(res.json()).toEqual({ status: 1, message: 'Insufficient balance', data: null });
  });

  it('refuses a price that moved against the player with Odds changed', async () => {
    const m = inPlayMatch(fx.t);
    const body = oddsBet(m, 'back', '100.00');
    const r = m.odds.runners[0]!;
    r.back[0] = 150;
    const asked = { ...body, Price: '1.60' };
    expect((await place(asked)).json().message).toBe('Odds changed');
    // a back at or below the live price is fine
    expect((await place({ ...body, Price: '1.50' })).json().status).toBe(0);
  });

  it('refuses a fancy bet whose line moved', async () => {
    const m = inPlayMatch(fx.t);
    const body = fancyBet(m, 'yes', '100.00');
    m.sessions[0]!.yesLine += 1;
    expect((await place(body)).json().message).toBe('Odds changed');
  });

  it('refuses suspended and ball-running markets', async () => {
    const m = inPlayMatch(fx.t);
    m.odds.status = 'SUSPENDED';
    expect((await place(oddsBet(m, 'back', '100.00'))).json().message).toBe('Market is suspended');
    m.odds.status = 'OPEN';
    m.sessions[0]!.status = 'BALL RUNNING';
    expect((await place(fancyBet(m, 'no', '100.00'))).json().message).toBe('Ball running');
    m.sessions[0]!.status = 'OPEN';
  });

  it('checks the price again after the in-play delay', async () => {
    const m = inPlayMatch(fx.t);
    fx.t.sports.betDelayMs = 150;
    const body = oddsBet(m, 'back', '100.00');
    const pending = place(body);
    await new Promise((r) => setTimeout(r, 30));
    m.odds.runners[0]!.back[0] = 101;
    const started = Date.now();
    expect((await pending).json().message).toBe('Odds changed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('upcoming markets take bets without the delay', async () => {
    fx.t.sports.betDelayMs = 5_000;
    const started = Date.now();
    expect(
      (await place(oddsBet(upcomingMatch(fx.t), 'back', '100.00', 0, 'toss'))).json().status,
    ).toBe(0);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('answers bad input with a 400 and writes nothing', async () => {
    const m = inPlayMatch(fx.t);
    const cases: [object, RegExp][] = [
      [{ ...oddsBet(m, 'back', '100.00'), Stake: '-5' }, /Stake/],
      [{ ...oddsBet(m, 'back', '100.00'), Stake: 'abc' }, /Stake/],
      [{ ...oddsBet(m, 'back', '100.00'), Price: '1.855' }, /Price/],
      [{ ...oddsBet(m, 'back', '100.00'), Price: '2.01' }, /ladder/],
      [{ ...oddsBet(m, 'back', '100.00'), Side: 'yes' }, /Side/],
      [{ ...fancyBet(m, 'yes', '100.00'), Line: undefined }, /Line/],
      [{ ...oddsBet(m, 'back', '100.00'), MarketType: 'casino' }, /MarketType/],
    ];
    for (const [body, message] of cases) {
      const res = await place(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await place(oddsBet(m, 'back', '100.00'), 'bad key with spaces')).statusCode).toBe(400);
    const rows = await fx.t.db.query('SELECT 1 FROM sports_bets');
    expect(rows).toHaveLength(0);
  });

  it('the same Idempotency-Key twice makes one bet and the same reply', async () => {
    const body = oddsBet(inPlayMatch(fx.t), 'back', '250.00');
    const [a, b] = await Promise.all([place(body, 'slip-1'), place(body, 'slip-1')]);
    expect(a.json()).toEqual(b.json());
    const again = await place(body, 'slip-1');
    expect(again.json()).toEqual(a.json());
    expect(await fx.t.db.query('SELECT id FROM sports_bets')).toHaveLength(1);
    expect((await balanceOf(fx.demo)).exposure).toBe('250.00');
  });

  it('50 concurrent bets on a small balance never take available below zero', async () => {
    await fx.t.app.inject({
      method: 'POST',
      url: '/__test/SetBalance',
      payload: { UserName: 'demo', Balance: '1000.00' },
    });
    const m = inPlayMatch(fx.t);
    const bodies = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0 ? oddsBet(m, 'back', '100.00', 0) : fancyBet(m, 'yes', '100.00', i % 4),
    );
    const replies = await Promise.all(bodies.map((b, i) => place(b, `c-${i}`)));
    const placed = replies.filter((r) => r.json().status === 0).length;
    const refused = replies.filter((r) => r.json().message === 'Insufficient balance').length;
    expect(placed + refused).toBe(50);
    expect(placed).toBe(10);
    const bal = await balanceOf(fx.demo);
    expect(bal.available).toBe('0.00');
    expect(Number(bal.available)).toBeGreaterThanOrEqual(0);
  });
});
