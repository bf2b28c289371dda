import { WRONG_OLD_PASSWORD } from '../../src/modules/account/password-routes';
import { INVALID_LOGIN } from '../../src/modules/auth-core/login-routes';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_USER,
} from '../../src/modules/auth-core/throttle';
import { createTestApp, login, type LoginResult, type TestApp } from '../support/test-app';

/**
 * 200 rapid login attempts at once. Every attempt that reaches the password check and fails is
 * recorded in login_failures (a locked attempt is refused before it), so the recorded failures
 * count the password checks the burst got.
 */
const BURST = 200;
const LOCKED = /^Too many failed attempts\. Try again in (1[0-5]|[1-9]) minutes?\.$/;

let t: TestApp;
const figures: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

beforeEach(async () => {
  await t.db.query('DELETE FROM login_failures');
});

afterAll(async () => {
  console.log(`Login throttle under ${BURST} concurrent attempts: ${figures.join('; ')}`);
  await t?.close();
});

async function failuresOf(key: string): Promise<number> {
  const rows = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM login_failures WHERE key = $1',
    [key],
  );
  return rows[0]?.n ?? 0;
}

/** Fires the attempts together; returns how many got the wrong-password answer (were checked). */
async function burst(attempts: (i: number) => Promise<LoginResult>): Promise<number> {
  const replies = await Promise.all(Array.from({ length: BURST }, (_, i) => attempts(i)));
  for (const r of replies) {
    expect(r.status).toBe(1);
    expect(r.token).toBe('');
    expect(r.message === INVALID_LOGIN || LOCKED.test(r.message) ? '' : r.message).toBe('');
  }
  return replies.filter((r) => r.message === INVALID_LOGIN).length;
}

it('one user from one address: at most 5 passwords checked, then the right one is refused', async () => {
  const checked = await burst((i) => login(t.app, 'demo2', `wrong-${i}`, '10.20.0.1'));
  figures.push(`one user, one address: ${checked} checked`);
  expect(checked).toBe(MAX_FAILURES_PER_USER);
  expect(await failuresOf('user:demo2')).toBe(checked);
  const right = await login(t.app, 'demo2', 'demo1234', '10.20.0.2');
  expect(right.status).toBe(1);
  expect(right.message).toMatch(LOCKED);
}, 60_000);

it('one user from 200 addresses: at most 5 passwords checked, then the right one is refused', async () => {
  const checked = await burst((i) =>
    login(t.app, 'demo', `wrong-${i}`, `10.21.${i >> 8}.${i & 255}`),
  );
  figures.push(`one user, ${BURST} addresses: ${checked} checked`);
  expect(checked).toBe(MAX_FAILURES_PER_USER);
  expect(await failuresOf('user:demo')).toBe(checked);
  const right = await login(t.app, 'demo', 'demo1234', '10.21.9.9');
  expect(right.message).toMatch(LOCKED);
  expect(right.status).toBe(1);
}, 60_000);

it('200 usernames from one address: at most 20 passwords checked, then the address is refused', async () => {
  const checked = await burst((i) => login(t.app, `guess${i}`, 'wrong-pass', '10.22.0.1'));
  figures.push(`${BURST} users, one address: ${checked} checked`);
  expect(checked).toBe(MAX_FAILURES_PER_ADDRESS);
  expect(await failuresOf('ip:10.22.0.1')).toBe(checked);
  const right = await login(t.app, 'demo2', 'demo1234', '10.22.0.1');
  expect(right.message).toMatch(LOCKED);
  // Another address is not locked by it.
  expect((await login(t.app, 'demo2', 'demo1234', '10.22.0.2')).status).toBe(0);
}, 60_000);

it('200 wrong current passwords at once on ChangePassword: at most 5 checked, then locked', async () => {
  const { token } = await login(t.app, 'demo2', 'demo1234', '10.24.0.1');
  const change = (OldPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/User/ChangePassword',
      headers: { authorization: `Bearer ${token}` },
      payload: { OldPassword, NewPassword: 'newpass123', ConfirmPassword: 'newpass123' },
    });
  const replies = await Promise.all(
    Array.from({ length: BURST }, (_, i) => change(`wrong-${i}`).then((r) => r.json())),
  );
  const checked = replies.filter((r) => r.message === WRONG_OLD_PASSWORD).length;
  figures.push(`ChangePassword, one session: ${checked} checked`);
  expect(checked).toBe(MAX_FAILURES_PER_USER);
  for (const r of replies) {
    expect(r.status).toBe(1);
    expect(
      r.message === WRONG_OLD_PASSWORD || /^Too many wrong current passwords/.test(r.message),
    ).toBe(true);
  }
  const right = (await change('demo1234')).json();
  expect(right.message).toMatch(
    /^Too many wrong current passwords\. Try again in (1[0-5]|[1-9]) minutes\.$/,
  );
}, 60_000);

it('the lock does not stop a player whose logins are right, even many at once', async () => {
  const replies = await Promise.all(
    Array.from({ length: MAX_FAILURES_PER_USER }, (_, i) =>
      login(t.app, 'demo', 'demo1234', `10.23.0.${i}`),
    ),
  );
  expect(replies.map((r) => r.status)).toEqual(replies.map(() => 0));
  expect(await failuresOf('user:demo')).toBe(0);
}, 60_000);

it('20 parallel logins with the right password all succeed: an attempt in progress is no failure', async () => {
  const replies = await Promise.all(
    Array.from({ length: 20 }, () => login(t.app, 'demo', 'demo1234', '10.25.0.1')),
  );
  const succeeded = replies.filter((r) => r.status === 0).length;
  figures.push(`20 parallel correct logins: ${succeeded} succeed`);
  expect(replies.map((r) => r.message)).toEqual(replies.map(() => 'Login successful'));
  expect(await failuresOf('user:demo')).toBe(0);
  expect(await failuresOf('ip:10.25.0.1')).toBe(0);
}, 60_000);
