import { getBalance, login, testAppFixture } from '../../support/test-app';

const t = testAppFixture();

async function countRows(table: string): Promise<number> {
  const rows = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? -1;
}

describe('POST /Authenticate/Login', () => {
  it('logs in the demo player and the balance is readable', async () => {
    const res = await login(t.app);
    expect(res).toMatchObject({
      status: 0,
      message: 'Login successful',
      name: 'Demo Player',
      userType: 'Client',
    });
    expect(res.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.sessionId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored.some((s) => s.token_hash === res.token)).toBe(false);

    const balance = await getBalance(t.app, res.token, res.sessionId);
    expect(balance.statusCode).toBe(200);
    expect(balance.headers['x-content-type-options']).toBe('nosniff');
    expect(balance.headers['cache-control']).toBe('no-store');
    expect(balance.json()).toEqual({
      status: 0,
      message: '',
      data: { balance: '100000.00', exposure: '0.00', available: '100000.00' },
    });
    // The seed adds settled history after the opening deposit; the ledger still sums to the balance.
    const ledger = await t.db.query<{ kind: string; amount: number; description: string }>(
      `SELECT kind, amount, description FROM ledger l JOIN users u ON u.id = l.user_id
        WHERE u.username = 'demo' ORDER BY l.id`,
    );
    expect(ledger[0]).toMatchObject({ kind: 'deposit', description: 'Opening balance' });
    expect(ledger.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(10_000_000);
  });

  it('subtracts exposures from the available balance', async () => {
    const res = await login(t.app, 'demo2');
    await t.db.query(
      `INSERT INTO exposures (user_id, market_key, amount) SELECT id, 'test:1', 12345 FROM users WHERE username = 'demo2'`,
    );
    const balance = await getBalance(t.app, res.token, res.sessionId);
    expect(balance.json().data).toEqual({
      balance: '25000.00',
      exposure: '123.45',
      available: '24876.55',
    });
    await t.db.query(`DELETE FROM exposures WHERE market_key = 'test:1'`);
  });

  it('gives the same refusal for a wrong password and an unknown user', async () => {
    const wrong = await login(t.app, 'demo', 'nope-nope', '10.1.0.1');
    const unknown = await login(t.app, 'nobody', 'demo1234', '10.1.0.2');
    const expected = {
      status: 1,
      message: 'Invalid username or password',
      code: 'LOGIN_INVALID',
      name: '',
      token: '',
      userType: '',
      sessionId: '',
    };
    expect(wrong).toEqual(expected);
    expect(unknown).toEqual(expected);
  });

  describe('malformed bodies are a 400 and write nothing', () => {
    const cases: [string, { payload?: string; contentType?: string }, RegExp][] = [
      ['missing Password', { payload: '{"UserName":"demo"}' }, /^Password is required$/],
      ['missing UserName', { payload: '{"Password":"demo1234"}' }, /^UserName is required$/],
      [
        'number UserName',
        { payload: '{"UserName":123,"Password":"x"}' },
        /^UserName must be a string$/,
      ],
      [
        'empty UserName',
        { payload: '{"UserName":"","Password":"x"}' },
        /^UserName must not be empty$/,
      ],
      [
        'long Password',
        { payload: JSON.stringify({ UserName: 'demo', Password: 'x'.repeat(65) }) },
        /Password must be at most 64/,
      ],
      ['array body', { payload: '[1,2]' }, /Request body must be a JSON object/],
      ['non-JSON', { payload: '{"UserName":' }, /not valid JSON/],
      ['empty body', { payload: '' }, /Request body/],
      [
        'wrong content type',
        { payload: 'UserName=demo', contentType: 'text/plain' },
        /Content-Type|Request body/,
      ],
    ];
    it.each(cases)('%s', async (_label, { payload, contentType = 'application/json' }, message) => {
      const before = [await countRows('sessions'), await countRows('login_failures')];
      const res = await t.app.inject({
        method: 'POST',
        url: '/Authenticate/Login',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 1, message: expect.stringMatching(message) });
      expect([await countRows('sessions'), await countRows('login_failures')]).toEqual(before);
    });

    it('no body and no content type', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/Authenticate/Login' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Request body/);
    });

    it('a huge body is a 413', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/Authenticate/Login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ UserName: 'demo', Password: 'x', Pad: 'y'.repeat(300 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/too large/);
    });
  });

  it('answers 404 with a message for an unknown route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/No/Such' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Not found/);
  });
});

describe('login throttling', () => {
  it('refuses the 6th attempt for a user even with the right password; another user is unaffected', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await login(t.app, 'demo2', `wrong-${i}`, `10.2.0.${i}`);
      expect(res.message).toBe('Invalid username or password');
    }
    const sixth = await login(t.app, 'demo2', 'demo1234', '10.2.0.9');
    expect(sixth.status).toBe(1);
    expect(sixth.code).toBe('LOGIN_LOCKED');
    expect(sixth.message).toMatch(
      /^Too many failed attempts\. Try again in (1[0-5]|[1-9]) minutes\.$/,
    );
    expect(sixth.token).toBe('');
    const other = await login(t.app, 'demo', 'demo1234', '10.2.0.9');
    expect(other.status).toBe(0);
  });

  it('locks a client address after 20 failures across usernames', async () => {
    for (let i = 0; i < 20; i += 1) await login(t.app, `ghost${i}`, 'wrong', '10.3.0.1');
    const fromAddress = await login(t.app, 'demo', 'demo1234', '10.3.0.1');
    expect(fromAddress.message).toMatch(/^Too many failed attempts/);
    const elsewhere = await login(t.app, 'demo', 'demo1234', '10.3.0.2');
    expect(elsewhere.status).toBe(0);
  });

  it('opens again once the failures leave the 15 minute window', async () => {
    await t.db.query(
      `UPDATE login_failures SET at = now() - interval '16 minutes' WHERE key = 'user:demo2'`,
    );
    expect((await login(t.app, 'demo2', 'demo1234', '10.4.0.1')).status).toBe(0);
  });
});
