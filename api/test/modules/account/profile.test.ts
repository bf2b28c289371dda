import { login, testAppFixture } from '../../support/test-app';

const t = testAppFixture();

it('GetProfile returns the player, commission percentages, limits and money', async () => {
  const { token } = await login(t.app, 'demo2');
  await t.db.query(
    `INSERT INTO exposures (user_id, market_key, amount) SELECT id, 'test:p', 1050 FROM users WHERE username = 'demo2'`,
  );
  await t.db.query(`UPDATE users SET session_comm_bp = 275 WHERE username = 'demo2'`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/User/GetProfile',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  expect(res.json()).toEqual({
    status: 0,
    message: '',
    data: {
      name: 'Second Demo',
      userName: 'demo2',
      userType: 'Client',
      matchCommission: '2.00',
      sessionCommission: '2.75',
      casinoCommission: '2.00',
      minStake: '100.00',
      maxStake: '200000.00',
      language: null,
      balance: '25000.00',
      exposure: '10.50',
      available: '24989.50',
    },
  });
});

it('GetProfile needs a session', async () => {
  expect(
    (await t.app.inject({ method: 'POST', url: '/User/GetProfile', payload: {} })).statusCode,
  ).toBe(401);
});
