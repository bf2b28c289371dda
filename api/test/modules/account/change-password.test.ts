import type { RefusalCode } from 'shared-api-types';
import { openVerifiedSession } from '../../../src/auth/sessions';
import { getBalance, login, testAppFixture, type LoginResult } from '../../support/test-app';
import { PASSWORD_CHANGED, WRONG_OLD_PASSWORD } from '../../../src/modules/account/password-routes';

const t = testAppFixture({ testControl: true });

function change(token: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/User/ChangePassword',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
}

async function passwordHash(username: string): Promise<string> {
  const rows = await t.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE username = $1',
    [username],
  );
  return rows[0]?.password_hash ?? '';
}

const body = (OldPassword: string, NewPassword: string, ConfirmPassword = NewPassword) => ({
  OldPassword,
  NewPassword,
  ConfirmPassword,
});

describe('POST /User/ChangePassword refusals (status 1, nothing stored)', () => {
  const cases: [string, ReturnType<typeof body>, string, RefusalCode][] = [
    [
      'empty old password',
      body('', 'newpass123'),
      'Enter your current password.',
      'PASSWORD_OLD_MISSING',
    ],
    [
      'too short',
      body('demo1234', 'ab12'),
      'The new password must be 8 to 64 characters long.',
      'PASSWORD_LENGTH',
    ],
    [
      'too long',
      body('demo1234', `a1${'x'.repeat(63)}`),
      'The new password must be 8 to 64 characters long.',
      'PASSWORD_LENGTH',
    ],
    [
      'no digit',
      body('demo1234', 'onlyletters'),
      'The new password must contain at least one letter and one digit.',
      'PASSWORD_LETTER_DIGIT',
    ],
    [
      'no letter',
      body('demo1234', '1234567890'),
      'The new password must contain at least one letter and one digit.',
      'PASSWORD_LETTER_DIGIT',
    ],
    [
      'same as old',
      body('demo1234', 'demo1234'),
      'The new password must be different from the current one.',
      'PASSWORD_SAME',
    ],
    [
      'a NUL inside',
      body('demo1234', 'newpass\u0000123'),
      'The new password must not contain control characters.',
      'PASSWORD_CONTROL',
    ],
    [
      'a tab or DEL',
      body('demo1234', 'new\tpass1\u007f'),
      'The new password must not contain control characters.',
      'PASSWORD_CONTROL',
    ],
    [
      'mismatch',
      body('demo1234', 'newpass123', 'newpass124'),
      'The new password and its confirmation do not match.',
      'PASSWORD_MISMATCH',
    ],
  ];
  it.each(cases)('%s', async (_label, payload, message, code) => {
    const { token } = await login(t.app);
    const before = await passwordHash('demo');
    const res = await change(token, payload);
    expect(res.statusCode).toBe(200);
    // the length rule's sentence has its numbers, sent as values too
    const values = code === 'PASSWORD_LENGTH' ? { values: { minLength: 8, maxLength: 64 } } : {};
    expect(res.json()).toEqual({ status: 1, message, code, data: null, ...values });
    expect(await passwordHash('demo')).toBe(before);
  });

  it('a wrong current password is refused and the old one still logs in', async () => {
    const { token } = await login(t.app);
    const res = await change(token, body('not-it-99', 'newpass123'));
    expect(res.json()).toEqual({
      status: 1,
      message: WRONG_OLD_PASSWORD,
      code: 'PASSWORD_WRONG',
      data: null,
    });
    expect((await login(t.app, 'demo', 'newpass123', '10.9.0.1')).status).toBe(1);
    expect((await login(t.app)).status).toBe(0);
  });

  it('malformed bodies are a 400', async () => {
    const { token } = await login(t.app);
    const missing = await change(token, { OldPassword: 'demo1234', NewPassword: 'newpass123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('ConfirmPassword is required');
    const wrongType = await change(token, {
      OldPassword: 1,
      NewPassword: 'a',
      ConfirmPassword: 'a',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('OldPassword must be a string');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/User/ChangePassword',
      payload: body('demo1234', 'newpass123'),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('wrong current passwords are throttled', () => {
  afterAll(async () => {
    await t.db.query(`DELETE FROM login_failures`);
  });

  it('locks password changes after 5 wrong current passwords, even with the right one', async () => {
    const { token } = await login(t.app, 'demo2');
    for (let i = 0; i < 5; i += 1) {
      expect((await change(token, body(`wrong-${i}x`, 'newpass123'))).json().message).toBe(
        WRONG_OLD_PASSWORD,
      );
    }
    const locked = await change(token, body('demo1234', 'newpass123'));
    expect(locked.json().status).toBe(1);
    expect(locked.json().message).toMatch(
      /^Too many wrong current passwords\. Try again in (1[0-5]|[1-9]) minutes\.$/,
    );
    expect((await login(t.app, 'demo2', 'demo1234', '10.9.0.2')).status).toBe(0);
    await t.db.query(
      `UPDATE login_failures SET at = now() - interval '16 minutes' WHERE key LIKE 'password-change:%'`,
    );
    const reopened = await change(token, body('demo1234', 'newpass123'));
    expect(reopened.json().status).toBe(0);
  });
});

describe('a successful change', () => {
  it('keeps the current session, ends the others, and the new password logs in', async () => {
    await t.db.query(`UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL`);
    const current = await login(t.app);
    const other = await login(t.app);
    const otherPlayer = await login(t.app, 'demo2', 'newpass123'); // changed by the throttle test
    const res = await change(current.token, body('demo1234', 'Fresh2024pw'));
    expect(res.json()).toEqual({
      status: 0,
      message: PASSWORD_CHANGED,
      data: { otherSessionsEnded: 1 },
    });
    expect((await getBalance(t.app, current.token, current.sessionId)).statusCode).toBe(200);
    expect((await getBalance(t.app, other.token, other.sessionId)).statusCode).toBe(401);
    expect((await getBalance(t.app, otherPlayer.token, otherPlayer.sessionId)).statusCode).toBe(
      200,
    );
    expect((await login(t.app, 'demo', 'demo1234', '10.9.1.1')).status).toBe(1);
    expect((await login(t.app, 'demo', 'Fresh2024pw', '10.9.1.2')).status).toBe(0);
    expect(await passwordHash('demo')).toMatch(/^scrypt\$/);
    expect(await passwordHash('demo')).not.toContain('Fresh2024pw');
  });

  it('/__test/Reset restores the seed password', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/__test/Reset' })).json().status).toBe(0);
    expect((await login(t.app, 'demo', 'demo1234', '10.9.2.1')).status).toBe(0);
    expect((await login(t.app, 'demo', 'Fresh2024pw', '10.9.2.2')).status).toBe(1);
  });
});

describe('a login racing a password change', () => {
  it("once ChangePassword has answered, no session but the caller's is valid, whenever its login started", async () => {
    await t.app.inject({ method: 'POST', url: '/__test/Reset' });
    const caller = await login(t.app, 'demo', 'demo1234', '10.30.0.1');
    // Logins with the old password keep starting while the change runs.
    const logins: Promise<LoginResult>[] = [];
    let changing = true;
    const started = (async () => {
      for (let i = 0; changing && i < 400; i += 1) {
        logins.push(login(t.app, 'demo', 'demo1234', `10.30.1.${i % 250}`));
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    await new Promise((r) => setTimeout(r, 20));
    const res = await change(caller.token, body('demo1234', 'Racing2024pw'));
    changing = false;
    expect(res.json().status).toBe(0);
    await started;
    const valid: string[] = [];
    for (const l of await Promise.all(logins)) {
      if (l.status !== 0) continue;
      if ((await getBalance(t.app, l.token, l.sessionId)).statusCode === 200)
        valid.push(l.sessionId);
    }
    console.log(
      `Login racing ChangePassword: ${logins.length} logins, ${valid.length} old-password sessions valid after the change answered`,
    );
    expect(valid).toEqual([]);
    expect((await getBalance(t.app, caller.token, caller.sessionId)).statusCode).toBe(200);
    // (up to 400 password hashes: over a minute on a loaded 2-core machine)
  }, 180_000);

  it('a login whose password check saw the old password opens no session after the change', async () => {
    await t.app.inject({ method: 'POST', url: '/__test/Reset' });
    const caller = await login(t.app, 'demo', 'demo1234', '10.31.0.1');
    const [user] = await t.db.query<{ id: number; password_hash: string }>(
      `SELECT id, password_hash FROM users WHERE username = 'demo'`,
    );
    expect((await change(caller.token, body('demo1234', 'Racing2024pw'))).json().status).toBe(0);
    expect(await openVerifiedSession(t.db, user!.id, user!.password_hash, 1)).toBeNull();
    const current = await passwordHash('demo');
    expect(await openVerifiedSession(t.db, user!.id, current, 1)).toMatchObject({
      token: expect.any(String),
    });
  });
});
