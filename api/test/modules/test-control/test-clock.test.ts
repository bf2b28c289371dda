import { login, testAppFixture } from '../../support/test-app';

const t = testAppFixture({ testControl: true });
const HOUR = 3_600_000;

function post(url: string, payload?: object, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return t.app.inject({ method: 'POST', url, payload, headers });
}

const clock = async (payload: object) => {
  const res = await post('/__test/Clock', payload);
  return { code: res.statusCode, body: res.json<{ data: { now: string; offsetMs: number } }>() };
};

afterEach(async () => {
  await post('/__test/Clock', { Reset: true });
});

describe('POST /__test/Clock (the rules clock of a test stack)', () => {
  it('advances, sets and resets the clock, answering its time', async () => {
    const before = Date.now();
    const moved = await clock({ Advance: 25 * HOUR });
    expect(moved.code).toBe(200);
    expect(moved.body.data.offsetMs).toBe(25 * HOUR);
    const at = Date.parse(moved.body.data.now);
    expect(at).toBeGreaterThanOrEqual(before + 25 * HOUR);
    expect(at).toBeLessThan(Date.now() + 25 * HOUR + 1000);
    expect((await clock({ Advance: 60_000 })).body.data.offsetMs).toBe(25 * HOUR + 60_000);

    const target = new Date(Date.now() + 3 * HOUR);
    const set = await clock({ Set: target.toISOString() });
    expect(Math.abs(Date.parse(set.body.data.now) - target.getTime())).toBeLessThan(1000);

    const reset = await clock({ Reset: true });
    expect(reset.body.data.offsetMs).toBe(0);
    expect(Math.abs(Date.parse(reset.body.data.now) - Date.now())).toBeLessThan(1000);
  });

  it('refuses anything else with a 400 that says what to send', async () => {
    for (const body of [
      {},
      { Advance: 1, Reset: true },
      { Advance: -5 },
      { Advance: 1.5 },
      { Advance: '60000' },
      { Set: 'tomorrow' },
      { Set: '2026-13-40T00:00:00Z' },
      { Reset: false },
      { Travel: 1 },
    ]) {
      const res = await clock(body);
      expect(res.code).toBe(400);
      expect((res.body as unknown as { message: string }).message).toMatch(/Advance|Set|Reset/);
    }
    expect((await clock({ Advance: 0 })).body.data.offsetMs).toBe(0);
  });

  it('is the clock the safer-gambling rules read: a raise can be confirmed once it is 24 h on', async () => {
    const { token } = await login(t.app, 'demo2');
    const call = (url: string, payload?: object) => post(url, payload, token);
    expect(
      (await call('/SaferGambling/SetLimit', { Kind: 'daily', Amount: '100' })).json().status,
    ).toBe(0);
    expect(
      (await call('/SaferGambling/SetLimit', { Kind: 'daily', Amount: '500' })).json().status,
    ).toBe(0);
    const early = (await call('/SaferGambling/ConfirmPending', { Kind: 'daily' })).json();
    expect(early.status).toBe(1);
    await clock({ Advance: 24 * HOUR + 60_000 });
    const confirmed = (await call('/SaferGambling/ConfirmPending', { Kind: 'daily' })).json();
    expect(confirmed.status).toBe(0);
    const daily = confirmed.data.limits.find((l: { kind: string }) => l.kind === 'daily');
    expect(daily).toMatchObject({ amount: '500.00', pending: null });
  });

  it('is put back by /__test/Reset', async () => {
    await clock({ Advance: 48 * HOUR });
    expect((await post('/__test/Reset')).json().status).toBe(0);
    expect((await clock({ Advance: 0 })).body.data.offsetMs).toBe(0);
  });
});
