import { loggedFixture } from '../support/logged-test-app';
import { login } from '../support/test-app';

/**
 * The API's log at trace level (everything pino would write) while players log in, fail to log
 * in, change their password, call with their token, send bad input, log out, and while the
 * database fails under a request (the error path logs the error, with its SQL): no token,
 * password, password hash or Authorization header appears. Tokens are read from headers only, never from a URL.
 */
const WRONG = 'Wr0ng-Secret-pw';
const NEW_PASSWORD = 'N3w-Secret-pass9';

const t = loggedFixture('trace');

it('never logs a token, a password or an Authorization header', async () => {
  const secrets: string[] = ['demo1234', WRONG, NEW_PASSWORD];
  const send = (url: string, token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });

  expect((await login(t.app, 'demo', WRONG, '10.40.0.1')).status).toBe(1);
  const a = await login(t.app, 'demo', 'demo1234', '10.40.0.2');
  const b = await login(t.app, 'demo', 'demo1234', '10.40.0.3');
  secrets.push(a.token, b.token);
  await send('/User/GetBalance', a.token, { sessionId: a.sessionId });
  await send('/User/GetProfile', a.token);
  await send('/Player/PlaceBet', a.token, { Stake: '1e309' });
  await send('/No/Such/Route', a.token);
  const wrongOld = await send('/User/ChangePassword', a.token, {
    OldPassword: WRONG,
    NewPassword: NEW_PASSWORD,
    ConfirmPassword: NEW_PASSWORD,
  });
  expect(wrongOld.json().status).toBe(1);
  const changed = await send('/User/ChangePassword', a.token, {
    OldPassword: 'demo1234',
    NewPassword: NEW_PASSWORD,
    ConfirmPassword: NEW_PASSWORD,
  });
  expect(changed.json().status).toBe(0);
  expect((await send('/User/GetProfile', b.token)).statusCode).toBe(401);
  // The password update itself fails: its statement carries the old and the new password hash.
  await t.db.exec(`CREATE FUNCTION refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'users are read-only'; END $$;
    CREATE TRIGGER users_read_only BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_update()`);
  const failedChange = await send('/User/ChangePassword', a.token, {
    OldPassword: NEW_PASSWORD,
    NewPassword: 'demo1234x',
    ConfirmPassword: 'demo1234x',
  });
  await t.db.exec('DROP TRIGGER users_read_only ON users');
  expect(failedChange.statusCode).toBe(500);
  // A failing database under an authenticated request: the error is logged, the request is not.
  await t.db.exec('ALTER TABLE exposures RENAME TO exposures_away');
  const failed = await send('/User/GetBalance', a.token, { sessionId: a.sessionId });
  await t.db.exec('ALTER TABLE exposures_away RENAME TO exposures');
  expect(failed.statusCode).toBe(500);
  expect(failed.json()).toEqual({ status: 1, message: 'Internal error', code: 'SERVER_ERROR' });
  await t.app.inject({
    method: 'GET',
    url: '/User/Logout',
    headers: { authorization: `Bearer ${a.token}` },
  });

  const log = t.lines.join('\n');
  expect(t.lines.filter((l) => l.includes('unexpected error'))).toHaveLength(2);
  const found = secrets.filter((s) => log.includes(s));
  expect(found).toEqual([]);
  expect(log).not.toMatch(/authorization|bearer/i);
  expect(log).not.toMatch(/scrypt\$/);
  console.log(
    `Secrets in logs: ${t.lines.length} log lines at trace level, ${found.length} of ${secrets.length} tokens and passwords found in them`,
  );
});

it('logs no secret an error report carries, in any field, escaped or URL-encoded', async () => {
  t.lines.length = 0;
  const { token } = await login(t.app, 'demo2', 'demo1234', '10.40.0.5');
  const report = (fields: object) =>
    t.app.inject({
      method: 'POST',
      url: '/Client/ReportErrors',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: '10.40.0.5',
      payload: {
        errors: [
          {
            kind: 'render',
            app: 'sports',
            version: '1.0.0-3ed4f605ee',
            hostVersion: '1.0.0+a000254',
            message: 'x',
            page: '/matches',
            count: 1,
            ...fields,
          },
        ],
      },
    });
  const statuses = [
    await report({ version: token }),
    await report({ hostVersion: `1.0.0+${token}` }),
    await report({ stack: `TypeError: x\n    at f (${token})` }),
    await report({ message: `state {\\"Password\\":\\"Esc4ped-Secret\\"}` }),
    await report({ page: '/matches?next=%2Fx%3Ftoken%3DUrl3ncoded-Secret' }),
  ].map((r) => r.statusCode);
  expect(statuses).toEqual([400, 400, 200, 200, 200]);
  const log = t.lines.join('\n');
  expect(log).toContain('client error');
  const found = [token, token.slice(0, 20), 'Esc4ped-Secret', 'Url3ncoded-Secret'].filter((s) =>
    log.includes(s),
  );
  expect(found).toEqual([]);
});

it('does not take a token from the URL', async () => {
  const { token, sessionId } = await login(t.app, 'demo2', 'demo1234', '10.40.0.4');
  for (const query of [
    `token=${token}`,
    `access_token=${token}`,
    `authorization=Bearer%20${token}`,
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/User/GetBalance?${query}`,
      payload: { sessionId },
    });
    expect(res.statusCode).toBe(401);
  }
});
