import { casinoModule } from '../../../src/modules/casino/casino-module';
import {
  balanceOf,
  createSportsTestApp,
  demoBetCalls,
  fancyBet,
  inPlayMatch,
  NOT_HOUSE,
  oddsBet,
  player,
  sportsFixture,
  upcomingMatch,
  type Player,
  type SportsTestApp,
} from '../../support/sports-helpers';
import { IDEMPOTENCY_KEY_REUSED } from '../../../src/db/idempotency';

const fx = sportsFixture({ resetEachTest: true });

const { place } = demoBetCalls(fx);

const oddsList = async (matchId: string, kind = 'Odds') =>
  (await fx.demo.post(`/Player/Get${kind}BetList`, { Id: matchId })).json().data;

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
      code: 'BET_STAKE_BELOW_MIN',
      values: { min: '100.00' },
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
    // what the bet needs and what is available, for the player's sentence (issue 41.5)
    expect(res.json()).toEqual({
      status: 1,
      message: 'Insufficient balance',
      data: null,
      code: 'INSUFFICIENT_BALANCE',
      values: { needed: '200.00', available: '150.00' },
    });
    // a fancy bet (the fixed-odds path): a NO of 200 risks 200 at its rate
    await place(fancyBet(inPlayMatch(fx.t), 'yes', '100.00'));
    expect((await place(fancyBet(inPlayMatch(fx.t), 'no', '200.00', 1))).json()).toMatchObject({
      status: 1,
      code: 'INSUFFICIENT_BALANCE',
      values: { needed: expect.stringMatching(/^\d+\.\d\d$/), available: '50.00' },
    });
  });

  it('a back asked above the market is not refused: it waits at its price, its stake reserved', async () => {
    const m = inPlayMatch(fx.t);
    const body = oddsBet(m, 'back', '100.00');
    const r = m.odds.runners[0]!;
    r.back = [150, 149, 148];
    const asked = (await place({ ...body, Price: '1.60' })).json();
    expect(asked).toMatchObject({
      status: 0,
      data: { matched: '0.00', waiting: '100.00', balance: { exposure: '100.00' } },
    });
    expect(await oddsList(m.matchId)).toEqual([]);
    // a back at or below the live price is matched
    const matched = (await place({ ...body, Price: '1.50' })).json();
    expect(matched.data).toMatchObject({
      matched: '100.00',
      matchedPrice: '1.50',
      waiting: '0.00',
    });
    expect((await oddsList(m.matchId)).length).toBe(1);
  });

  it('a back asked below the best back is matched at the best back', async () => {
    const m = inPlayMatch(fx.t);
    m.odds.runners[0]!.back[0] = 200;
    const res = (await place({ ...oddsBet(m, 'back', '100.00'), Price: '1.50' })).json();
    expect(res).toMatchObject({ status: 0, message: 'Bet placed' });
    expect(res.data).toMatchObject({ matchedPrice: '2.00', matchedLine: null });
    expect(await oddsList(m.matchId)).toEqual([
      expect.objectContaining({
        rate: '2.00',
        amount: '100.00',
        win: '100.00',
        liability: '100.00',
      }),
    ]);
  });

  it('a lay asked at 1000 with the best lay at 2.02 is matched at 2.02 (exposure 102, not 99,900)', async () => {
    const m = inPlayMatch(fx.t);
    m.odds.runners[0]!.lay[0] = 202;
    const res = (await place({ ...oddsBet(m, 'lay', '100.00'), Price: '1000' })).json();
    expect(res.data).toMatchObject({
      matchedPrice: '2.02',
      balance: { exposure: '102.00', available: '99898.00' },
    });
    expect(await oddsList(m.matchId)).toEqual([
      expect.objectContaining({ rate: '2.02', win: '100.00', liability: '102.00' }),
    ]);
  });

  it('bookmaker and toss bets are matched at the live rate or odds', async () => {
    const m = upcomingMatch(fx.t);
    m.book.runners[0]!.lay[0] = 40;
    const book = (await place({ ...oddsBet(m, 'lay', '100.00', 0, 'book'), Price: '90' })).json();
    expect(book.data).toMatchObject({ matchedPrice: '40', balance: { exposure: '40.00' } });
    m.toss.runners[1]!.back[0] = 195;
    const toss = (
      await place({ ...oddsBet(m, 'back', '100.00', 1, 'toss'), Price: '1.01' })
    ).json();
    expect(toss.data.matchedPrice).toBe('1.95');
    expect((await oddsList(m.matchId, 'Toss'))[0]).toMatchObject({ rate: '1.95', win: '95.00' });
  });

  it('a fancy bet is matched at a better live line, at the asked rate or better', async () => {
    const m = inPlayMatch(fx.t);
    const s = m.sessions[0]!;
    const yes = fancyBet(m, 'yes', '100.00');
    s.yesLine -= 2;
    const placed = (await place(yes)).json();
    expect(placed.data).toMatchObject({ matchedLine: s.yesLine, matchedPrice: String(s.yesRate) });
    const no = fancyBet(m, 'no', '100.00');
    s.noLine += 1;
    expect((await place(no)).json().data.matchedLine).toBe(s.noLine);
    const lines = (await oddsList(m.matchId, 'Session')).map((b: { line: number }) => b.line);
    expect(lines).toEqual([s.noLine, s.yesLine]);
    // A better line at a worse rate is not the bet asked for.
    s.yesLine -= 1;
    s.yesRate -= 5;
    expect((await place(yes)).json().message).toBe('Odds changed');
  });

  it('refuses a fancy bet whose line moved', async () => {
    const m = inPlayMatch(fx.t);
    const body = fancyBet(m, 'yes', '100.00');
    m.sessions[0]!.yesLine += 1;
    expect((await place(body)).json()).toMatchObject({
      message: 'Odds changed',
      code: 'ODDS_CHANGED',
    });
  });

  it('refuses suspended and ball-running markets', async () => {
    const m = inPlayMatch(fx.t);
    m.odds.status = 'SUSPENDED';
    expect((await place(oddsBet(m, 'back', '100.00'))).json()).toMatchObject({
      message: 'Market is suspended',
      code: 'MARKET_SUSPENDED',
    });
    m.odds.status = 'OPEN';
    m.sessions[0]!.status = 'BALL RUNNING';
    expect((await place(fancyBet(m, 'no', '100.00'))).json().message).toBe('Ball running');
    m.sessions[0]!.status = 'OPEN';
  });

  it('checks the price again after the in-play delay (a moved market leaves the order waiting)', async () => {
    const m = inPlayMatch(fx.t);
    fx.t.sports.betDelayMs = 150;
    const body = oddsBet(m, 'back', '100.00');
    const pending = place(body);
    await new Promise((r) => setTimeout(r, 30));
    m.odds.runners[0]!.back[0] = 101;
    const started = Date.now();
    // the market moved away during the delay: the order waits at its price, nothing matched
    expect((await pending).json().data).toMatchObject({ matched: '0.00', waiting: '100.00' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(await oddsList(m.matchId)).toEqual([]);
    const waiting = (await fx.demo.post('/Player/GetUnmatchedBets', { Id: m.matchId })).json();
    expect(waiting.data).toEqual([expect.objectContaining({ remaining: '100.00' })]);
    // placedAt is ISO 8601 in UTC like every other instant the API sends
    const placedAt: string = waiting.data[0].placedAt;
    expect(placedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(new Date(placedAt).getTime() - started)).toBeLessThan(60_000);
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
    const rows = await fx.t.db.query(`SELECT 1 FROM sports_bets WHERE ${NOT_HOUSE}`);
    expect(rows).toHaveLength(0);
  });

  it('the same Idempotency-Key twice makes one bet and the same reply', async () => {
    const body = oddsBet(inPlayMatch(fx.t), 'back', '250.00');
    const [a, b] = await Promise.all([place(body, 'slip-1'), place(body, 'slip-1')]);
    expect(a.json()).toEqual(b.json());
    const again = await place(body, 'slip-1');
    expect(again.json()).toEqual(a.json());
    expect(await fx.t.db.query(`SELECT id FROM sports_bets WHERE ${NOT_HOUSE}`)).toHaveLength(1);
    expect((await balanceOf(fx.demo)).exposure).toBe('250.00');
  });

  it('the same Idempotency-Key with another bet is refused with a 422 and writes nothing', async () => {
    const m = inPlayMatch(fx.t);
    const first = await place(oddsBet(m, 'back', '100.00', 0), 'slip-2');
    expect(first.json().status).toBe(0);
    const other = await place(oddsBet(m, 'lay', '250.00', 1), 'slip-2');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      status: 1,
      message: IDEMPOTENCY_KEY_REUSED,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    // The first bet's own retry still gets its reply.
    expect((await place(oddsBet(m, 'back', '100.00', 0), 'slip-2')).json()).toEqual(first.json());
    expect(await fx.t.db.query(`SELECT id FROM sports_bets WHERE ${NOT_HOUSE}`)).toHaveLength(1);
    expect((await balanceOf(fx.demo)).exposure).toBe('100.00');
  });

  it('two different bets sent at once under one key: one placed, the other refused', async () => {
    const m = inPlayMatch(fx.t);
    const replies = await Promise.all([
      place(oddsBet(m, 'back', '100.00', 0), 'slip-3'),
      place(oddsBet(m, 'back', '300.00', 0), 'slip-3'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const placed = replies.find((r) => r.statusCode === 200)!.json();
    const rows = await fx.t.db.query<{ id: number; stake: number }>(
      `SELECT id, stake FROM sports_bets WHERE ${NOT_HOUSE}`,
    );
    expect(rows).toEqual([{ id: Number(placed.data.betId), stake: expect.any(Number) }]);
    expect((await balanceOf(fx.demo)).exposure).toBe((rows[0]!.stake / 100).toFixed(2));
  });

  it("another player's key is a new key of their own", async () => {
    const m = inPlayMatch(fx.t);
    const mine = (await place(oddsBet(m, 'back', '100.00'), 'shared-key')).json();
    const theirs = (
      await fx.demo2.post('/Player/PlaceBet', oddsBet(m, 'back', '200.00'), {
        'idempotency-key': 'shared-key',
      })
    ).json();
    expect(theirs.status).toBe(0);
    expect(theirs.data.betId).not.toBe(mine.data.betId);
    expect(await fx.t.db.query(`SELECT id FROM sports_bets WHERE ${NOT_HOUSE}`)).toHaveLength(2);
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

describe('Idempotency-Keys of sports and casino bets never meet', () => {
  let t: SportsTestApp;
  let demo: Player;
  beforeAll(async () => {
    t = await createSportsTestApp({}, [casinoModule]);
    demo = await player(t);
  });
  afterAll(async () => t.close());

  const casinoBet = async (key: string) => {
    const round = await demo.post('/Casino/GetTableState', { TableCode: 't20' });
    const body = {
      TableCode: 't20',
      RoundId: round.json().data.roundId,
      Market: 'Winner',
      Selection: 'Player A',
      Rate: '1.98',
      Stake: '100.00',
    };
    return demo.post('/Casino/PlaceBet', body, { 'idempotency-key': key });
  };
  const sportsBet = (key: string, stake = '100.00') =>
    demo.post('/Player/PlaceBet', oddsBet(inPlayMatch(t), 'back', stake), {
      'idempotency-key': key,
    });
  const count = async (table: 'sports_bets' | 'casino_bets') =>
    (await t.db.query(`SELECT id FROM ${table} WHERE ${NOT_HOUSE}`)).length;

  it('a sports key written as the casino stored its key places a sports bet', async () => {
    const [sports0, casino0] = [await count('sports_bets'), await count('casino_bets')];
    const casino = (await casinoBet('table-key-1')).json();
    expect(casino.status).toBe(0);
    const sports = (await sportsBet('casino:table-key-1')).json();
    expect(sports).toMatchObject({ status: 0, message: 'Bet placed' });
    expect(sports.data.betId).not.toBe(casino.data.betId);
    expect(await count('sports_bets')).toBe(sports0 + 1);
    expect(await count('casino_bets')).toBe(casino0 + 1);
  });

  it('the same key on both calls makes one bet on each', async () => {
    const [sports0, casino0] = [await count('sports_bets'), await count('casino_bets')];
    expect((await sportsBet('both-calls-1', '150.00')).json().status).toBe(0);
    expect((await casinoBet('both-calls-1')).json().status).toBe(0);
    expect((await sportsBet('both-calls-1', '150.00')).json().status).toBe(0);
    expect(await count('sports_bets')).toBe(sports0 + 1);
    expect(await count('casino_bets')).toBe(casino0 + 1);
  });
});
