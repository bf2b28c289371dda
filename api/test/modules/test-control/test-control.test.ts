import { getBalance, login, testAppFixture } from '../../support/test-app';

const t = testAppFixture({ testControl: true });

function post(url: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, payload });
}

describe('test control (EXCHANGE_TEST_CONTROL=1)', () => {
  it('SetBalance sets the balance and writes one adjust ledger row', async () => {
    const res = await post('/__test/SetBalance', { UserName: 'demo2', Balance: '123.45' });
    expect(res.json()).toEqual({ status: 0, message: '', data: { balance: '123.45' } });
    const { token, sessionId } = await login(t.app, 'demo2');
    expect((await getBalance(t.app, token, sessionId)).json().data.balance).toBe('123.45');
    const rows = await t.db.query<{ kind: string; amount: number; balance_after: number }>(
      `SELECT kind, amount, balance_after FROM ledger l JOIN users u ON u.id = l.user_id
        WHERE u.username = 'demo2' AND kind = 'adjust'`,
    );
    expect(rows).toEqual([{ kind: 'adjust', amount: 12345 - 2_500_000, balance_after: 12345 }]);
  });

  it('SetBalance refuses bad amounts with a 400 and unknown users with status 1', async () => {
    for (const Balance of ['1.234', 'abc', '-5', 1e13]) {
      const res = await post('/__test/SetBalance', { UserName: 'demo', Balance });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Balance/);
    }
    expect(
      (await post('/__test/SetBalance', { UserName: 'ghost', Balance: 1 })).json().status,
    ).toBe(1);
  });

  it('Reset restores the seed balances, bets and ledger', async () => {
    await t.db.query(
      `INSERT INTO exposures (user_id, market_key, amount) SELECT id, 'm:1', 500 FROM users WHERE username = 'demo'`,
    );
    await t.db.query(
      `INSERT INTO casino_bets (user_id, table_code, round_id, market, selection, rate, stake, win_amount, loss_amount)
       SELECT id, 'T20', 'r1', 'main', 'Player A', 198, 10000, 9800, 10000 FROM users WHERE username = 'demo'`,
    );
    const res = await post('/__test/Reset');
    expect(res.json()).toEqual({ status: 0, message: 'Reset', data: null });
    const users = await t.db.query<{
      username: string;
      balance: number;
      ledger: number;
      exposure: number;
      bets: number;
    }>(
      `SELECT username, balance,
              (SELECT count(*)::int FROM ledger l WHERE l.user_id = u.id) AS ledger,
              (SELECT count(*)::int FROM exposures e WHERE e.user_id = u.id) AS exposure,
              (SELECT count(*)::int FROM casino_bets c WHERE c.user_id = u.id) AS bets
         FROM users u ORDER BY username`,
    );
    expect(users).toEqual([
      { username: '__house', balance: 1_000_000_000_000_000, ledger: 1, exposure: 0, bets: 0 },
      { username: 'demo', balance: 10_000_000, ledger: 1, exposure: 0, bets: 0 },
      { username: 'demo2', balance: 2_500_000, ledger: 1, exposure: 0, bets: 0 },
    ]);
  });
});

it('SetBalance names the field when Balance has the wrong type', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/__test/SetBalance',
    payload: { UserName: 'demo', Balance: true },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Balance must be a string or a number');
});
