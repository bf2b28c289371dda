jest.setTimeout(60_000);
import type { LiveEvent } from '../../../src/live/live-bus';
import { minutesText, timeLimitEnd } from '../../../src/modules/safer-gambling/time-limit';
import { zonedInstant } from '../../../src/modules/safer-gambling/zoned-time';
import {
  casinoBet,
  HOUR,
  loginAgain,
  MINUTE,
  newPlayer,
  saferFixture,
  type TestPlayer,
} from '../../support/safer-helpers';
import { getBalance, login } from '../../support/test-app';

const t = saferFixture({ casino: { openMs: 600_000 } });
const ZONE = 'Asia/Kolkata';

const setTimeLimit = async (p: TestPlayer, Minutes: number | null) =>
  (await p.post('/SaferGambling/SetTimeLimit', { Minutes })).json<{
    status: number;
    message: string;
    code?: string;
    data: { timeLimit: { minutes: number | null; pending: unknown } } | null;
  }>();
const status = async (p: TestPlayer) =>
  (await p.post('/SaferGambling/GetStatus')).json<{
    status: number;
    message: string;
    code?: string;
    data: { timeLimit: { minutes: number; endsAt: string | null; opensAt: string } | null };
  }>();

/** A player logged in now (the sessions' rows are stamped by the database's clock). */
async function playerNow(): Promise<TestPlayer> {
  t.clock.set(new Date());
  const p = await newPlayer(t);
  await p.post('/SaferGambling/SetRealityCheck', { IntervalMinutes: 0 });
  return p;
}

describe('the daily time limit (rules)', () => {
  it('ends a session at the limit, or past midnight the next day at the limit', () => {
    const nextDay = zonedInstant(ZONE, 2026, 12, 6);
    const now = new Date(nextDay.getTime() - 3 * HOUR);
    expect(timeLimitEnd(120, 30 * MINUTE, now, nextDay, ZONE)).toEqual(
      new Date(now.getTime() + 90 * MINUTE),
    );
    const late = new Date(nextDay.getTime() - 30 * MINUTE);
    expect(timeLimitEnd(120, 0, late, nextDay, ZONE)).toEqual(
      new Date(nextDay.getTime() + 2 * HOUR),
    );
    expect(timeLimitEnd(1440, 0, late, nextDay, ZONE)).toBeNull();
    expect(minutesText(125)).toBe('2 h 05 min');
    expect(minutesText(45)).toBe('45 min');
  });
});

describe('the daily time limit', () => {
  it('is set like a limit: lower at once, a raise confirmed after 24 hours; bad minutes are a 400', async () => {
    const p = await playerNow();
    expect(await setTimeLimit(p, 120)).toMatchObject({
      status: 0,
      message: 'Your daily time limit is now 2 h 00 min',
      data: { timeLimit: { minutes: 120, pending: null } },
    });
    const raised = await setTimeLimit(p, 240);
    expect(raised.message).toMatch(
      /^Your daily time limit can be raised to 4 h 00 min from .*\. Until then it stays 2 h 00 min\.$/,
    );
    expect(raised.data?.timeLimit).toMatchObject({ minutes: 120, pending: { minutes: 240 } });
    for (const Minutes of [0, 1441, 12.5, '60']) {
      const res = await p.post('/SaferGambling/SetTimeLimit', { Minutes });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Minutes/);
    }
    expect((await p.post('/SaferGambling/CancelPending', { Kind: 'time' })).json()).toMatchObject({
      status: 0,
      message: 'The pending change of your daily time limit is cancelled',
    });
  });

  it('ends every session at the limit with a notice, refuses bets and logins until the next local day', async () => {
    const realStart = Date.now();
    const p = await playerNow();
    // the session was stamped by the database's real clock, some real time after the test clock was set
    const drift = Date.now() - realStart;
    const laptop = await loginAgain(t, p);
    await setTimeLimit(p, 60);
    t.clock.advance(30 * MINUTE);
    const before = await status(p);
    expect(before.status).toBe(0);
    expect(before.data.timeLimit?.minutes).toBe(60);
    const endsAt = new Date(before.data.timeLimit?.endsAt ?? 0).getTime();
    const late = endsAt - (t.clock.now().getTime() + 30 * MINUTE);
    expect(late).toBeGreaterThanOrEqual(-1000);
    expect(late).toBeLessThanOrEqual(drift + 1000);
    expect((await casinoBet(t, p, '100')).status).toBe(0);

    t.clock.advance(31 * MINUTE);
    // A bet at the limit is refused in its transaction, before GetStatus has ended anything.
    expect(await casinoBet(t, laptop, '100')).toEqual({
      status: 1,
      message: 'You have reached your daily time limit',
      code: 'SAFER_TIME_LIMIT_BET',
      data: null,
    });
    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribe((e) => events.push(e));
    expect(await status(p)).toEqual({
      status: 1,
      message: 'You have reached your daily time limit: you have been logged out',
      code: 'SAFER_TIME_LIMIT_REACHED',
      data: null,
    });
    stop();
    const ended = events.find((e) => e.topic === 'sessions')?.parts as { ended: string[] };
    expect(ended.ended).toEqual(expect.arrayContaining([p.sessionId, laptop.sessionId]));
    for (const s of [p, laptop])
      expect((await getBalance(t.app, s.token, s.sessionId)).statusCode).toBe(401);

    const refused = await login(t.app, p.userName);
    expect(refused).toMatchObject({ status: 1, code: 'SAFER_TIME_LIMIT_LOGIN', token: '' });
    expect(refused.message).toMatch(
      /^You have reached your daily time limit of 1 h 00 min\. You can log in again from \d{1,2} [A-Z][a-z]{2} \d{4} 00:00 IST$/,
    );
    expect((refused as { help?: unknown[] }).help?.length).toBeGreaterThan(0);
    expect(refused.values).toEqual({
      minutes: 60,
      from: before.data.timeLimit?.opensAt,
    });
    // A wrong password learns nothing about it.
    expect((await login(t.app, p.userName, 'wrong-pass1')).code).toBe('LOGIN_INVALID');
    // The next local day opens at its midnight.
    const opensAt = new Date(before.data.timeLimit?.opensAt ?? 0);
    t.clock.set(new Date(opensAt.getTime() - 1000));
    expect((await login(t.app, p.userName)).code).toBe('SAFER_TIME_LIMIT_LOGIN');
    t.clock.set(opensAt);
    expect((await login(t.app, p.userName)).status).toBe(0);
  });

  it('a limit set below the time already used ends the sessions at once', async () => {
    const p = await playerNow();
    t.clock.advance(20 * MINUTE);
    const res = await setTimeLimit(p, 15);
    expect(res.status).toBe(0);
    expect((await getBalance(t.app, p.token, p.sessionId)).statusCode).toBe(401);
    expect((await login(t.app, p.userName)).code).toBe('SAFER_TIME_LIMIT_LOGIN');
  });
});
