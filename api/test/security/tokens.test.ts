import fc from 'fast-check';
import { UNAUTHORIZED_MESSAGE } from '../../src/http/reply';
import { login, type LoginResult } from '../support/test-app';
import { FUZZ_CALLS, type CallSpec } from './fuzz-calls';
import { startFuzzApp, type FuzzApp } from './fuzz-runner';
import { toJson } from './fuzz-values';

/**
 * Dead tokens: after Logout, after ChangePassword ended the other sessions, and after expiry.
 * Each must get 401 with the session-expired message on EVERY authenticated call, whether the
 * body is valid or not (the client logs out on 401; a 400 would keep a dead session).
 */
const AUTHED = FUZZ_CALLS.filter((c) => c.auth);

let f: FuzzApp;
const dead: Record<string, LoginResult> = {};
let answered401 = 0;

beforeAll(async () => {
  f = await startFuzzApp();
  const { t } = f;
  const logout = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/User/Logout',
      headers: { authorization: `Bearer ${token}` },
    });

  dead.loggedOut = await login(t.app, 'demo2', 'demo1234', '10.30.0.1');
  expect((await logout(dead.loggedOut.token)).statusCode).toBe(200);

  dead.expired = await login(t.app, 'demo2', 'demo1234', '10.30.0.2');
  await t.db.query(
    `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE session_id = $1`,
    [dead.expired.sessionId],
  );

  // demo2 changes the password on one device: the session on the other device ends.
  dead.otherDevice = await login(t.app, 'demo2', 'demo1234', '10.30.0.3');
  const changer = await login(t.app, 'demo2', 'demo1234', '10.30.0.4');
  const changed = await t.app.inject({
    method: 'POST',
    url: '/User/ChangePassword',
    headers: { authorization: `Bearer ${changer.token}` },
    payload: { OldPassword: 'demo1234', NewPassword: 'newpass123', ConfirmPassword: 'newpass123' },
  });
  expect(changed.json()).toMatchObject({ status: 0, data: { otherSessionsEnded: 2 } });
  // The changer's own session lives on.
  const balance = await t.app.inject({
    method: 'POST',
    url: '/User/GetBalance',
    headers: { authorization: `Bearer ${changer.token}` },
    payload: { sessionId: changer.sessionId },
  });
  expect(balance.json().status).toBe(0);
}, 60_000);

afterAll(async () => {
  console.log(
    `Dead tokens: ${answered401} calls with a logged-out, expired or password-ended token on ${AUTHED.length} authenticated calls, all 401`,
  );
  await f?.t.close();
});

function bodiesFor(spec: CallSpec): string[] {
  const valid = fc.sample(spec.valid(f.ctx), { numRuns: 1, seed: 1 })[0];
  return [toJson(valid), '{}', '[1]', 'not json'];
}

describe.each(['loggedOut', 'expired', 'otherDevice'])('a %s token', (which) => {
  it.each(AUTHED.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s answers 401 with a valid, an empty and a malformed body',
    async (_name, spec) => {
      const { token, sessionId } = dead[which]!;
      for (const payload of bodiesFor(spec)) {
        const res = await f.t.app.inject({
          method: spec.method,
          url: spec.url,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': 'dead-token-key-1',
          },
          payload: spec.url === '/User/GetBalance' ? JSON.stringify({ sessionId }) : payload,
        });
        expect({ payload, status: res.statusCode, body: res.json() }).toEqual({
          payload,
          status: 401,
          body: { status: 1, message: UNAUTHORIZED_MESSAGE, code: 'SESSION_EXPIRED' },
        });
        answered401 += 1;
      }
    },
  );
});

it('no bet, stake setting or password change was written with a dead token', async () => {
  const rows = await f.t.db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM sports_bets WHERE idempotency_key = 'dead-token-key-1')
          + (SELECT count(*) FROM casino_bets WHERE idempotency_key = 'dead-token-key-1') AS n`,
  );
  expect(Number(rows[0]?.n)).toBe(0);
});
