import type { ClientError } from 'shared-api-types';
import { REPORTS_PER_MINUTE } from '../../../src/modules/client-errors/client-errors-module';
import { loggedFixture } from '../../support/logged-test-app';
import { login } from '../../support/test-app';

const t = loggedFixture('warn');

const error = (over: Partial<ClientError> = {}): ClientError => ({
  kind: 'chunk-load',
  app: 'sports',
  version: '1.0.0-3ed4f605ee',
  hostVersion: '1.0.0+a000254',
  message: 'Loading chunk 516 failed.',
  page: '/matches',
  count: 1,
  ...over,
});

const report = (payload: unknown, remoteAddress: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/Client/ReportErrors',
    payload: payload as object,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const logged = () =>
  t.lines
    .map((l) => JSON.parse(l) as { clientError?: ClientError & { userId: number | null } })
    .flatMap((l) => (l.clientError ? [l.clientError] : []));

test('a batch is logged one error a line with app, version and host version', async () => {
  t.lines.length = 0;
  const res = await report(
    { errors: [error(), error({ kind: 'render', app: 'casino', version: '1.0.0-aaaaaaaaaa' })] },
    '10.60.0.1',
  );
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 0, message: '', data: null });
  expect(logged()).toEqual([
    expect.objectContaining({ app: 'sports', version: '1.0.0-3ed4f605ee', kind: 'chunk-load' }),
    expect.objectContaining({ app: 'casino', version: '1.0.0-aaaaaaaaaa', kind: 'render' }),
  ]);
  expect(logged()[0]).toMatchObject({ hostVersion: '1.0.0+a000254', userId: null });
});

test('a live token adds the player id; a dead one is ignored, never a 401', async () => {
  t.lines.length = 0;
  const { token } = await login(t.app, 'demo', 'demo1234', '10.60.0.2');
  expect((await report({ errors: [error()] }, '10.60.0.2', token)).statusCode).toBe(200);
  expect((await report({ errors: [error()] }, '10.60.0.2', 'x'.repeat(40))).statusCode).toBe(200);
  const [first, second] = logged();
  expect(first?.userId).toEqual(expect.any(Number));
  expect(second?.userId).toBeNull();
  expect(t.lines.join('\n')).not.toContain(token);
});

test('secrets in a report are scrubbed before they are logged', async () => {
  t.lines.length = 0;
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXZhbHVl';
  await report(
    {
      errors: [
        error({
          message: `failed with Authorization: Bearer abc123SECRETtoken and password=hunter2secret`,
          stack: `at x (https://a.example/x.js?token=QQQsecretQQQ) ${jwt}`,
          page: '/matches',
        }),
      ],
    },
    '10.60.0.3',
  );
  const text = t.lines.join('\n');
  for (const secret of ['abc123SECRETtoken', 'hunter2secret', 'QQQsecretQQQ', jwt]) {
    expect(text).not.toContain(secret);
  }
  expect(logged()[0]?.message).toBe(
    'failed with Authorization: [scrubbed] [scrubbed] and password=[scrubbed]',
  );
});

test("every field is scrubbed, the caller's own token everywhere, escaped and URL-encoded forms too", async () => {
  t.lines.length = 0;
  const { token } = await login(t.app, 'demo2', 'demo1234', '10.60.0.8');
  const res = await report(
    {
      errors: [
        error({
          message: `state {\\"Password\\":\\"esc4ped-pw\\"} held ${token}`,
          stack: `at f (${token})\n  at g (https://a.example/?next=%2Fx%3Ftoken%3Durl3ncoded-tok)`,
          page: `/matches/${token}`,
          ...{ note: `a field the schema does not name: ${token}` },
        }),
      ],
    },
    '10.60.0.8',
    token,
  );
  expect(res.statusCode).toBe(200);
  const text = t.lines.join('\n');
  for (const secret of [token, 'esc4ped-pw', 'url3ncoded-tok']) expect(text).not.toContain(secret);
  expect(logged()[0]).toMatchObject({
    message: 'state {\\"Password\\":\\"[scrubbed]\\"} held [scrubbed]',
    page: '/matches/[scrubbed]',
    userId: expect.any(Number),
  });
});

test('a dead or malformed token sent with a report is a known secret too', async () => {
  t.lines.length = 0;
  // lower case only and short: nothing but the header says it is a secret
  for (const token of ['dead-token-abcdefghijklmnop', 'short-secret']) {
    const stack = `Error: x\n    at f (https://a.example/x.js) ${token}`;
    const res = await report(
      { errors: [error({ stack, page: `/${token}` })] },
      '10.60.0.11',
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(t.lines.join('\n')).not.toContain(token);
  }
  expect(logged().map((e) => e.page)).toEqual(['/[scrubbed]', '/[scrubbed]']);
});

test('version and host version must be versions: a token or free text there is a 400', async () => {
  t.lines.length = 0;
  const { token } = await login(t.app, 'demo2', 'demo1234', '10.60.0.9');
  const bad: [Partial<ClientError>, string][] = [
    [{ version: token }, 'errors.0.version has an invalid format'],
    [{ version: `1.0.0-${token}` }, 'errors.0.version has an invalid format'],
    [{ hostVersion: `1.0.0+${token.slice(0, 20)}.${token.slice(20)}` }, 'errors.0.hostVersion'],
    [{ hostVersion: 'token=abc' }, 'errors.0.hostVersion has an invalid format'],
    [{ version: '1.0.0 Bearer x' }, 'errors.0.version has an invalid format'],
    [{ version: '' }, 'errors.0.version'],
  ];
  for (const [over, message] of bad) {
    const res = await report({ errors: [error(over)] }, '10.60.0.9', token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  }
  expect(t.lines.join('\n')).not.toContain(token.slice(0, 20));
  // what the apps really send (running-versions.ts, releases.mjs, module federation's default)
  t.lines.length = 0;
  const good = [
    '1.0.0-3ed4f605ee',
    '0.1.0+a000254',
    '2.3.4-rc.1+build.7',
    'dev',
    'unknown',
    'local',
  ];
  for (const version of good) {
    const res = await report({ errors: [error({ version, hostVersion: version })] }, '10.60.0.10');
    expect(res.statusCode).toBe(200);
  }
  expect(logged().map((e) => e.version)).toEqual(good);
});

test('wrong shapes get a 400 naming the field; too many reports get a 429', async () => {
  const cases: [unknown, string][] = [
    [{}, 'errors is required'],
    [{ errors: [] }, 'errors must NOT have fewer than 1 items'],
    [{ errors: [error({ app: 'admin' as never })] }, 'errors.0.app must be one of'],
    [{ errors: [error({ message: 'x'.repeat(501) })] }, 'at most 500 characters'],
    [{ errors: Array.from({ length: 21 }, () => error()) }, 'errors must NOT have more than 20'],
  ];
  for (const [payload, message] of cases) {
    const res = await report(payload, '10.60.0.4');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  }
  const huge = await report({ errors: [error({ stack: 'y'.repeat(70_000) })] }, '10.60.0.5');
  expect(huge.statusCode).toBe(413);

  const address = '10.60.0.6';
  for (let i = 0; i < REPORTS_PER_MINUTE; i += 1) {
    expect((await report({ errors: [error()] }, address)).statusCode).toBe(200);
  }
  const limited = await report({ errors: [error()] }, address);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ status: 1, message: expect.stringContaining('a minute') });
  expect((await report({ errors: [error()] }, '10.60.0.7')).statusCode).toBe(200);
});
