import { buildApp } from '../../../src/app';
import { getBalance, login, testConfig, testAppFixture } from '../../support/test-app';

const t = testAppFixture({ testControl: true });

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/__test/CreatePlayers', payload });

describe('POST /__test/CreatePlayers', () => {
  it('creates logged-in players with an opening balance that the ledger explains', async () => {
    const res = await create({ Count: 3, Balance: '250.50', Prefix: 'load' });
    expect(res.statusCode).toBe(200);
    const players = res.json().data.players as {
      userName: string;
      token: string;
      sessionId: string;
    }[];
    expect(players.map((p) => p.userName)).toEqual(['load1', 'load2', 'load3']);
    for (const p of players) {
      const balance = await getBalance(t.app, p.token, p.sessionId);
      expect(balance.json().data).toEqual({
        balance: '250.50',
        exposure: '0.00',
        available: '250.50',
      });
    }
    const sums = await t.db.query<{ username: string; balance: number; ledger: number }>(
      `SELECT u.username, u.balance, (SELECT SUM(amount) FROM ledger l WHERE l.user_id = u.id)::bigint AS ledger
         FROM users u WHERE u.username LIKE 'load%' ORDER BY u.username`,
    );
    expect(sums.every((s) => s.balance === 25_050 && s.ledger === 25_050)).toBe(true);
    // The shared password works through the real login.
    expect((await login(t.app, 'load2', 'demo1234')).status).toBe(0);
  });

  it('refuses names that exist and bad input, and creates nothing then', async () => {
    expect((await create({ Count: 2, Balance: 1, Prefix: 'load' })).json()).toEqual({
      status: 1,
      message: 'Player load1 already exists',
      data: null,
    });
    for (const payload of [
      { Count: 0, Balance: 1 },
      { Count: 5001, Balance: 1 },
      { Count: 1, Balance: '-1' },
      { Count: 1, Balance: 1, Prefix: 'Bad-Prefix' },
    ]) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const rows = await t.db.query(`SELECT 1 FROM users WHERE username LIKE 'load%'`);
    expect(rows).toHaveLength(3);
  });

  it('is not there without EXCHANGE_TEST_CONTROL', async () => {
    const plain = await buildApp({ db: t.db, config: testConfig({ testControl: false }) });
    try {
      const res = await plain.inject({
        method: 'POST',
        url: '/__test/CreatePlayers',
        payload: { Count: 1, Balance: 1 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
