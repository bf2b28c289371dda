jest.setTimeout(60_000);
import type { LiveEvent } from '../../../src/live/live-bus';
import {
  bookResult,
  casinoBet,
  MINUTE,
  newPlayer,
  saferFixture,
  type TestPlayer,
} from '../../support/safer-helpers';
import { getBalance } from '../../support/test-app';

const t = saferFixture({ casino: { openMs: 600_000 } });

interface CheckReply {
  status: number;
  message: string;
  data: {
    intervalMinutes: number;
    due: boolean;
    dueAt: string | null;
    netResult: string;
    sessionSeconds: number;
  } | null;
}

const check = async (p: TestPlayer) =>
  (await p.post('/SaferGambling/GetRealityCheck')).json<CheckReply>();
const answer = async (p: TestPlayer, Answer: string) =>
  (await p.post('/SaferGambling/AnswerRealityCheck', { Answer })).json<CheckReply>();

describe('session reminder', () => {
  it('is every 60 minutes by default; bets wait for an answer; Continue starts the next', async () => {
    t.clock.set(new Date());
    const p = await newPlayer(t);
    await bookResult(t.db, p.id, -12_345, new Date());
    const first = await check(p);
    expect(first.data).toMatchObject({ intervalMinutes: 60, due: false });
    const dueIn = Date.parse(first.data?.dueAt ?? '') - t.clock.now().getTime();
    expect(Math.abs(dueIn - 60 * MINUTE)).toBeLessThan(5_000);
    expect(first.data?.netResult).toBe('-123.45');
    const limits = await p.post('/SaferGambling/GetLimits');
    expect(limits.json()).toMatchObject({ data: { realityCheckMinutes: 60 } });

    t.clock.advance(59 * MINUTE);
    expect((await check(p)).data?.due).toBe(false);
    expect((await casinoBet(t, p, '100')).status).toBe(0);
    t.clock.advance(2 * MINUTE);
    const due = await check(p);
    expect(due.data).toMatchObject({ due: true, netResult: '-123.45' });
    expect(due.data?.sessionSeconds).toBeGreaterThanOrEqual(60 * 60);
    expect(await casinoBet(t, p, '100')).toEqual({
      status: 1,
      message:
        'Your session reminder is waiting for an answer: choose Continue or Log out before you bet.',
      code: 'SAFER_REMINDER_WAITING',
      data: null,
    });

    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribe((e) => events.push(e));
    const answered = await answer(p, 'Continue');
    stop();
    expect(answered).toMatchObject({ status: 0, data: { due: false } });
    expect(answered.data?.dueAt).toBe(
      new Date(t.clock.now().getTime() + 60 * MINUTE).toISOString(),
    );
    expect(events).toContainEqual({
      topic: `account:${p.id}`,
      parts: { realityCheck: { sessionId: p.sessionId, due: false, dueAt: answered.data?.dueAt } },
    });
    expect((await casinoBet(t, p, '100')).status).toBe(0);
    expect(await answer(p, 'Continue')).toEqual({
      status: 1,
      message: 'No session reminder is waiting for an answer',
      code: 'SAFER_NO_REMINDER',
      data: null,
    });
  });

  it('follows the chosen interval, or none when off', async () => {
    t.clock.set(new Date());
    const p = await newPlayer(t);
    const set = await p.post('/SaferGambling/SetRealityCheck', { IntervalMinutes: 15 });
    expect(set.json()).toMatchObject({
      status: 0,
      message: 'You will be reminded every 15 minutes',
    });
    t.clock.advance(16 * MINUTE);
    expect((await check(p)).data?.due).toBe(true);
    await p.post('/SaferGambling/SetRealityCheck', { IntervalMinutes: 0 });
    t.clock.advance(600 * MINUTE);
    expect((await check(p)).data).toMatchObject({ due: false, dueAt: null });
    expect((await casinoBet(t, p, '100')).status).toBe(0);
    const bad = await p.post('/SaferGambling/SetRealityCheck', { IntervalMinutes: 20 });
    expect(bad.statusCode).toBe(400);
  });

  it('Log out ends the session', async () => {
    t.clock.set(new Date());
    const p = await newPlayer(t);
    t.clock.advance(61 * MINUTE);
    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribe((e) => events.push(e));
    expect(await answer(p, 'LogOut')).toMatchObject({ status: 0, message: 'Logged out' });
    stop();
    expect(events).toContainEqual({ topic: 'sessions', parts: { ended: [p.sessionId] } });
    expect((await getBalance(t.app, p.token, p.sessionId)).statusCode).toBe(401);
    expect(
      (await p.post('/SaferGambling/AnswerRealityCheck', { Answer: 'Maybe' })).statusCode,
    ).toBe(401);
  });
});
