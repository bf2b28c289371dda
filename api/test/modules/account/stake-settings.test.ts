import type { RefusalCode, ReplyValues } from 'shared-api-types';
import { login, testAppFixture } from '../../support/test-app';

const t = testAppFixture({ testControl: true });
let token = '';
beforeAll(async () => {
  token = (await login(t.app)).token;
});

function call(url: string, payload: unknown = {}, bearer = token) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${bearer}` },
    payload: payload as object,
  });
}

async function storedStakes(): Promise<unknown> {
  const rows = await t.db.query<{ quick_stakes: unknown }>(
    `SELECT quick_stakes FROM users WHERE username = 'demo'`,
  );
  return rows[0]?.quick_stakes;
}

/**
 * A bad body: its label, the body, the refusal sentence, its code (none: the schema's,
 * INPUT_INVALID) and, when given, its values.
 */
type BadBody = [string, unknown, RegExp, RefusalCode | undefined, ReplyValues?];

/** One test a bad body: `url` answers 400 with its sentence and code, and `stored` is unchanged. */
function itRefusesEach(url: string, bad: BadBody[], stored: () => Promise<unknown>) {
  // five elements a row: a shorter one would make jest pass its `done` as `values`
  const rows = bad.map(
    ([label, payload, message, code, values]): [
      string,
      unknown,
      RegExp,
      RefusalCode | undefined,
      ReplyValues | undefined,
    ] => [label, payload, message, code, values],
  );
  it.each(rows)(
    '%s is a 400 that stores nothing',
    async (_label, payload, message, code, values) => {
      const before = await stored();
      const res = await call(url, payload);
      expect(res.statusCode).toBe(400);
      const { values: sent, ...reply } = res.json<{ values?: ReplyValues }>();
      expect(reply).toEqual({
        status: 1,
        message: expect.stringMatching(message),
        code: code ?? 'INPUT_INVALID',
      });
      if (values) expect(sent).toEqual(values);
      expect(await stored()).toEqual(before);
    },
  );
}

const DEFAULTS = ['100.00', '500.00', '1000.00', '5000.00', '10000.00', '25000.00'];

describe('stake settings', () => {
  it('GetStakeSettings returns the seeded quick stakes and limits', async () => {
    const res = await call('/User/GetStakeSettings');
    expect(res.json()).toEqual({
      status: 0,
      message: '',
      data: {
        quickStakes: DEFAULTS,
        minStake: '100.00',
        maxStake: '200000.00',
        oneClick: false,
        oneClickStake: '100.00',
      },
    });
  });

  it('SaveStakeSettings stores them in order and GetStakeSettings reads them back', async () => {
    const saved = await call('/User/SaveStakeSettings', {
      QuickStakes: ['2500', '100.00', 750, '200000'],
    });
    const data = {
      quickStakes: ['2500.00', '100.00', '750.00', '200000.00'],
      minStake: '100.00',
      maxStake: '200000.00',
      oneClick: false,
      oneClickStake: '2500.00',
    };
    expect(saved.json()).toEqual({ status: 0, message: 'Quick stakes saved', data });
    expect(await storedStakes()).toEqual([250000, 10000, 75000, 20000000]);
    expect((await call('/User/GetStakeSettings')).json().data).toEqual(data);
    const other = await login(t.app, 'demo2');
    expect((await call('/User/GetStakeSettings', {}, other.token)).json().data.quickStakes).toEqual(
      DEFAULTS,
    );
  });

  const bad: BadBody[] = [
    ['missing QuickStakes', {}, /^QuickStakes is required$/, undefined, { field: 'QuickStakes' }],
    ['not an array', { QuickStakes: '100' }, /^QuickStakes must be an array/, 'STAKES_NOT_LIST'],
    [
      'empty list',
      { QuickStakes: [] },
      /^QuickStakes must hold 1 to 8 amounts$/,
      'STAKES_COUNT',
      { count: 8 },
    ],
    [
      'nine amounts',
      { QuickStakes: [100, 200, 300, 400, 500, 600, 700, 800, 900] },
      /1 to 8/,
      'STAKES_COUNT',
    ],
    [
      'a fraction',
      { QuickStakes: ['100.50'] },
      /^QuickStakes\[0\] must be a positive whole number of Coins$/,
      'STAKE_NOT_WHOLE',
    ],
    ['zero', { QuickStakes: [500, 0] }, /^QuickStakes\[1\] must be a positive/, 'STAKE_NOT_WHOLE'],
    ['negative', { QuickStakes: ['-500'] }, /positive whole number/, 'STAKE_NOT_WHOLE'],
    ['text', { QuickStakes: ['abc'] }, /positive whole number/, 'STAKE_NOT_WHOLE'],
    ['null item', { QuickStakes: [null] }, /positive whole number/, 'STAKE_NOT_WHOLE'],
    [
      'below min',
      { QuickStakes: ['50'] },
      /^QuickStakes\[0\] is below your minimum stake of 100\.00 Coins$/,
      'STAKE_BELOW_MIN',
      { field: 'QuickStakes[0]', min: '100.00' },
    ],
    [
      'above max',
      { QuickStakes: ['200001'] },
      /^QuickStakes\[0\] is above your maximum stake of 200000\.00 Coins$/,
      'STAKE_ABOVE_MAX',
    ],
    [
      'duplicates',
      { QuickStakes: ['500', '500.00'] },
      /^QuickStakes must not repeat an amount$/,
      'STAKES_REPEAT',
    ],
    ['exponent', { QuickStakes: ['1e3'] }, /positive whole number/, 'STAKE_NOT_WHOLE'],
  ];
  itRefusesEach('/User/SaveStakeSettings', bad, storedStakes);

  it('uses the player limits from the users row', async () => {
    await t.db.query(
      `UPDATE users SET min_stake = 50000, max_stake = 100000 WHERE username = 'demo'`,
    );
    expect(
      (await call('/User/SaveStakeSettings', { QuickStakes: ['400'] })).json().message,
    ).toMatch(/minimum stake of 500\.00/);
    expect(
      (await call('/User/SaveStakeSettings', { QuickStakes: ['500', '1000'] })).json().data,
    ).toEqual({
      quickStakes: ['500.00', '1000.00'],
      minStake: '500.00',
      maxStake: '1000.00',
      oneClick: false,
      oneClickStake: '500.00',
    });
    await t.db.query(
      `UPDATE users SET min_stake = 10000, max_stake = 20000000 WHERE username = 'demo'`,
    );
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/User/GetStakeSettings', payload: {} }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/User/SaveStakeSettings',
          payload: { QuickStakes: [100] },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('/__test/Reset restores the default quick stakes', async () => {
    await call('/User/SaveStakeSettings', { QuickStakes: ['300'] });
    await t.app.inject({ method: 'POST', url: '/__test/Reset' });
    expect((await call('/User/GetStakeSettings')).json().data.quickStakes).toEqual(DEFAULTS);
  });
});

async function stored(): Promise<unknown> {
  const rows = await t.db.query(
    `SELECT one_click_on, one_click_stake FROM users WHERE username = 'demo'`,
  );
  return rows[0];
}

describe('one-click betting setting', () => {
  it('is off by default, offering the first quick stake', async () => {
    const data = (await call('/User/GetStakeSettings')).json().data;
    expect(data).toMatchObject({ oneClick: false, oneClickStake: '100.00' });
  });

  it('SaveOneClick stores it for this player only; GetStakeSettings reads it back', async () => {
    const res = await call('/User/SaveOneClick', { Enabled: true, Stake: '500' });
    expect(res.json()).toMatchObject({
      status: 0,
      message: 'One-click betting is on',
      data: { oneClick: true, oneClickStake: '500.00', minStake: '100.00' },
    });
    expect(await stored()).toEqual({ one_click_on: true, one_click_stake: 50000 });
    expect((await call('/User/GetStakeSettings')).json().data).toMatchObject({
      oneClick: true,
      oneClickStake: '500.00',
    });
    const other = await login(t.app, 'demo2');
    expect((await call('/User/GetStakeSettings', {}, other.token)).json().data.oneClick).toBe(
      false,
    );
    const off = await call('/User/SaveOneClick', { Enabled: false, Stake: 750 });
    expect(off.json()).toMatchObject({
      message: 'One-click betting is off',
      data: { oneClick: false, oneClickStake: '750.00' },
    });
  });

  const bad: BadBody[] = [
    ['no Enabled', { Stake: '500' }, /Enabled/, undefined],
    ['Enabled as text', { Enabled: 'yes', Stake: '500' }, /Enabled/, undefined],
    ['no Stake', { Enabled: true }, /Stake/, undefined],
    [
      'a fraction',
      { Enabled: true, Stake: '100.50' },
      /^Stake must be a positive whole number/,
      'STAKE_NOT_WHOLE',
    ],
    [
      'below min',
      { Enabled: true, Stake: 50 },
      /^Stake is below your minimum stake of 100\.00/,
      'STAKE_BELOW_MIN',
    ],
    [
      'above max',
      { Enabled: true, Stake: '200001' },
      /^Stake is above your maximum stake/,
      'STAKE_ABOVE_MAX',
    ],
  ];
  itRefusesEach('/User/SaveOneClick', bad, stored);

  it('/__test/Reset turns it off', async () => {
    await call('/User/SaveOneClick', { Enabled: true, Stake: '1000' });
    await t.app.inject({ method: 'POST', url: '/__test/Reset' });
    expect(await stored()).toEqual({ one_click_on: false, one_click_stake: null });
  });

  it('GetBetDelay tells the in-play delay; both calls need a session', async () => {
    expect((await call('/Sports/GetBetDelay')).json().data).toEqual({
      inPlayMs: t.sports?.betDelayMs,
    });
    for (const url of ['/Sports/GetBetDelay', '/User/SaveOneClick']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(401);
    }
  });
});
