jest.setTimeout(60_000);
import { IDEMPOTENCY_KEY_REUSED } from '../../../src/db/idempotency';
import { createTestApp, login, type TestApp } from '../../support/test-app';
import { authed, currentRoundId, testRoute } from '../../support/casino-helpers';

let t: TestApp;
let post: ReturnType<typeof authed>;
beforeAll(async () => {
  t = await createTestApp({ testControl: true });
  post = authed(t.app, (await login(t.app, 'demo')).token);
});
afterAll(async () => {
  await t.close();
});

const bet = (RoundId: string, extra: object = {}) => ({
  TableCode: 't20',
  RoundId,
  Market: 'Winner',
  Selection: 'Player A',
  Rate: '1.98',
  Stake: '100.00',
  ...extra,
});
/** Bets on live rounds (other modules may seed settled history). */
const countBets = async () =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM casino_bets b JOIN casino_rounds r ON r.id::text = b.round_id',
    )
  )[0]?.n;

describe('casino tables', () => {
  it('GetTables lists the ten tables with an open round and seconds left', async () => {
    const res = await post('/Casino/GetTables');
    const tables = res.json().data as { tableCode: string; status: string; secondsLeft: number }[];
    expect(tables.map((x) => x.tableCode)).toEqual([
      'ab2',
      'AMARAKBARANTHONY',
      'lucky7',
      't20',
      'oneday',
      'test',
      'lucky7B',
      'dt2020',
      'CARD32A',
      'BOLLYWOODCASINO',
    ]);
    for (const table of tables) {
      expect(table.status).toBe('open');
      expect(table.secondsLeft).toBeGreaterThan(0);
    }
  });

  it('GetTableState hides the cards while betting is open and shows markets with rates', async () => {
    const state = (await post('/Casino/GetTableState', { TableCode: 'dt2020' })).json().data;
    expect(state.hands).toEqual([]);
    expect(state.markets[0]).toEqual({
      market: 'Winner',
      selections: [
        { name: 'Dragon', rate: '1.98' },
        { name: 'Tiger', rate: '1.98' },
        { name: 'Tie', rate: '11.00' },
      ],
    });
    expect((await post('/Casino/GetTableState', { TableCode: 'nope' })).statusCode).toBe(400);
  });
});

describe('PlaceBet', () => {
  it('places a bet: balance unchanged, exposure = stake, idempotent replay', async () => {
    const roundId = await currentRoundId(t.app, (await login(t.app, 'demo')).token, 't20');
    const headers = { 'idempotency-key': 'key-00000001' };
    const first = (await post('/Casino/PlaceBet', bet(roundId), headers)).json();
    expect(first).toMatchObject({
      status: 0,
      message: 'Bet placed',
      data: { balance: { balance: '100000.00', exposure: '100.00', available: '99900.00' } },
    });
    const again = (await post('/Casino/PlaceBet', bet(roundId), headers)).json();
    expect(again.data.betId).toBe(first.data.betId);
    expect(await countBets()).toBe(1);
    const state = (await post('/Casino/GetTableState', { TableCode: 't20' })).json().data;
    expect(state.bets).toEqual([
      expect.objectContaining({
        selection: 'Player A',
        stake: '100.00',
        possibleWin: '98.00',
        possibleLoss: '-100.00',
        status: 'open',
      }),
    ]);
  });

  it('the same Idempotency-Key with another bet is refused with a 422 and writes nothing', async () => {
    const roundId = await currentRoundId(t.app, (await login(t.app, 'demo')).token, 't20');
    const headers = { 'idempotency-key': 'key-00000002' };
    const first = (await post('/Casino/PlaceBet', bet(roundId), headers)).json();
    expect(first.status).toBe(0);
    const before = await countBets();
    const other = await post(
      '/Casino/PlaceBet',
      bet(roundId, { Selection: 'Player B', Stake: '250.00' }),
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      status: 1,
      message: IDEMPOTENCY_KEY_REUSED,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await countBets()).toBe(before);
    expect((await post('/Casino/PlaceBet', bet(roundId), headers)).json()).toEqual(first);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const roundId = await currentRoundId(t.app, (await login(t.app, 'demo')).token, 't20');
    const before = await countBets();
    const cases: [object, RegExp][] = [
      [{ Selection: 'Player C' }, /no selection "Player C"/],
      [{ Stake: '1.234' }, /Stake/],
      [{ Stake: '0' }, /Stake must be more than 0/],
      [{ RoundId: 'abc' }, /RoundId/],
      [{ RoundId: '999999' }, /not a round of Teen Patti T20/],
      [{ TableCode: 'xyz' }, /TableCode/],
    ];
    for (const [extra, message] of cases) {
      const res = await post('/Casino/PlaceBet', bet(roundId, extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const badKey = await post('/Casino/PlaceBet', bet(roundId), { 'idempotency-key': 'x' });
    expect(badKey.statusCode).toBe(400);
    expect(await countBets()).toBe(before);
  });

  it('refuses a changed rate and stakes outside the limits with a sentence', async () => {
    const roundId = await currentRoundId(t.app, (await login(t.app, 'demo')).token, 't20');
    expect((await post('/Casino/PlaceBet', bet(roundId, { Rate: '2.00' }))).json()).toMatchObject({
      status: 1,
      message: 'Rate changed to 1.98, please place the bet again',
      code: 'CASINO_RATE_CHANGED',
      values: { price: '1.98' },
    });
    expect((await post('/Casino/PlaceBet', bet(roundId, { Stake: '99.99' }))).json()).toMatchObject(
      {
        status: 1,
        message: 'Stake is below the minimum of 100 Coins',
        code: 'BET_STAKE_BELOW_MIN',
        values: { min: '100.00' },
      },
    );
    expect(
      (await post('/Casino/PlaceBet', bet(roundId, { Stake: '200000.01' }))).json(),
    ).toMatchObject({ status: 1, message: 'Stake is above the maximum of 200000 Coins' });
  });

  it('refuses betting after the round closed', async () => {
    const roundId = await currentRoundId(t.app, (await login(t.app, 'demo')).token, 'lucky7');
    const closed = (
      await testRoute(t.app, 'CloseRound', { TableCode: 'lucky7', Cards: ['8H'] })
    ).json().data;
    expect(closed).toMatchObject({ roundId, status: 'closed', winner: 'High Card' });
    const res = await post('/Casino/PlaceBet', {
      ...bet(roundId),
      TableCode: 'lucky7',
      Market: 'Low/High',
      Selection: 'High Card',
      Rate: '2.00',
    });
    expect(res.json()).toEqual({
      status: 1,
      message: 'Betting is closed for this round',
      code: 'CASINO_ROUND_CLOSED',
      data: null,
    });
    const state = (await post('/Casino/GetTableState', { TableCode: 'lucky7' })).json().data;
    expect(state.hands).toEqual([{ label: 'Card', cards: ['8H'] }]);
  });

  it('30 concurrent bets cannot overdraw: exactly the balance is committed', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/__test/SetBalance',
      payload: { UserName: 'demo2', Balance: '1000.00' },
    });
    const { token: token2, sessionId } = await login(t.app, 'demo2');
    const post2 = authed(t.app, token2);
    const roundId = await currentRoundId(t.app, token2, 'dt2020');
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post2('/Casino/PlaceBet', {
          TableCode: 'dt2020',
          RoundId: roundId,
          Market: 'Winner',
          Selection: i % 2 ? 'Dragon' : 'Tiger',
          Rate: '1.98',
          Stake: '100.00',
        }),
      ),
    );
    const bodies = replies.map((r) => r.json<{ status: number; message: string }>());
    expect(bodies.filter((b) => b.status === 0)).toHaveLength(10);
    const refused = bodies.filter((b) => b.status === 1);
    expect(refused).toEqual(
      refused.map(() => ({
        status: 1,
        message: 'Insufficient balance for this bet',
        data: null,
        code: 'INSUFFICIENT_BALANCE',
        values: { needed: '100.00', available: '0.00' },
      })),
    );
    const balance = await post2('/User/GetBalance', { sessionId });
    expect(balance.json().data).toEqual({
      balance: '1000.00',
      exposure: '1000.00',
      available: '0.00',
    });
  });
});
