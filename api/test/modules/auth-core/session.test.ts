import { getBalance, login, testAppFixture } from '../../support/test-app';

const t = testAppFixture();

function logout(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/User/Logout',
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('sessions', () => {
  it('logout revokes the token; GetBalance then answers 401', async () => {
    const { token, sessionId } = await login(t.app);
    expect((await getBalance(t.app, token, sessionId)).json().status).toBe(0);
    const out = await logout(token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 0, message: 'Logged out', data: null });
    const after = await getBalance(t.app, token, sessionId);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      status: 1,
      message: 'Session expired, please log in again',
      code: 'SESSION_EXPIRED',
    });
    expect((await logout(token)).statusCode).toBe(401);
  });

  it('logout leaves the other sessions alive', async () => {
    const a = await login(t.app);
    const b = await login(t.app);
    await logout(a.token);
    expect((await getBalance(t.app, b.token, b.sessionId)).json().status).toBe(0);
  });

  it('missing, malformed and unknown tokens are a 401', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/User/GetBalance',
      payload: { sessionId: 'x' },
    });
    expect(none.statusCode).toBe(401);
    for (const authorization of ['Bearer', 'Basic abc', `Bearer ${'a'.repeat(43)}`, 'Bearer a b']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/User/GetBalance',
        headers: { authorization },
        payload: { sessionId: 'x' },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('a sessionId that does not match the token is refused with status 1', async () => {
    const a = await login(t.app);
    const b = await login(t.app, 'demo2');
    const res = await getBalance(t.app, a.token, b.sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      message: 'Session is no longer valid',
      code: 'SESSION_INVALID',
      data: null,
    });
  });

  it('GetBalance without sessionId is a 400 naming the field', async () => {
    const { token } = await login(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/User/GetBalance',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 1,
      message: 'sessionId is required',
      code: 'INPUT_INVALID',
      values: { field: 'sessionId' },
    });
  });

  it('an expired session is a 401', async () => {
    const { token, sessionId } = await login(t.app);
    await t.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE session_id = $1`,
      [sessionId],
    );
    expect((await getBalance(t.app, token, sessionId)).statusCode).toBe(401);
  });

  it('sessions expire after SESSION_TTL_HOURS', async () => {
    const { sessionId } = await login(t.app);
    const rows = await t.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM sessions WHERE session_id = $1`,
      [sessionId],
    );
    expect(rows[0]?.hours).toBe(t.config.sessionTtlHours);
  });
});

describe('CORS and headers', () => {
  it('gives an allowed origin the CORS headers, including Idempotency-Key', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/User/GetBalance',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,idempotency-key,content-type',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    const get = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://127.0.0.1:3002' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3002');
    expect(get.json()).toEqual({ status: 0 });
  });

  it('gives another origin no CORS header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/User/GetBalance',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('has no test-control routes without EXCHANGE_TEST_CONTROL', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/__test/Reset' });
    expect(res.statusCode).toBe(404);
    const set = await t.app.inject({
      method: 'POST',
      url: '/__test/SetBalance',
      payload: { UserName: 'demo', Balance: '1.00' },
    });
    expect(set.statusCode).toBe(404);
  });
});
