import { createTestApp, login, type TestApp } from '../../support/test-app';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp({ testControl: true });
  token = (await login(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

function call(url: string, payload: unknown = {}, bearer = token) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${bearer}` },
    payload: payload as object,
  });
}

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

  const bad: [string, unknown, RegExp][] = [
    ['no Enabled', { Stake: '500' }, /Enabled/],
    ['Enabled as text', { Enabled: 'yes', Stake: '500' }, /Enabled/],
    ['no Stake', { Enabled: true }, /Stake/],
    ['a fraction', { Enabled: true, Stake: '100.50' }, /^Stake must be a positive whole number/],
    ['below min', { Enabled: true, Stake: 50 }, /^Stake is below your minimum stake of 100\.00/],
    ['above max', { Enabled: true, Stake: '200001' }, /^Stake is above your maximum stake/],
  ];
  it.each(bad)('%s is a 400 that stores nothing', async (_label, payload, message) => {
    const before = await stored();
    const res = await call('/User/SaveOneClick', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 1, message: expect.stringMatching(message) });
    expect(await stored()).toEqual(before);
  });

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
