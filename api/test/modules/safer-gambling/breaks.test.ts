jest.setTimeout(60_000);
import type { LiveEvent } from '../../../src/live/live-bus';
import {
  countOf,
  HOUR,
  loginAgain,
  newPlayer,
  saferFixture,
  setTimeZone,
  type TestPlayer,
} from '../../support/safer-helpers';
import { inPlayMatch, oddsBet, type SportsTestApp } from '../../support/sports-helpers';
import { getBalance, login } from '../../support/test-app';

const t = saferFixture();

const breakRows = (p: TestPlayer) =>
  countOf(t.db, 'SELECT count(*)::int AS n FROM safer_breaks WHERE user_id = $1', p.id);

describe('time-out and self-exclusion', () => {
  it('a time-out ends every session at once and refuses login until it ends', async () => {
    t.clock.set(new Date('2026-12-01T10:00:00Z'));
    const phone = await newPlayer(t);
    const laptop = await loginAgain(t, phone);
    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribe((e) => events.push(e));
    const res = await phone.post('/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '24h' });
    stop();
    expect(res.json()).toEqual({
      status: 0,
      message: 'Your time-out ends on 2 Dec 2026 15:30 IST. You have been logged out.',
      code: 'SAFER_BREAK_TAKEN',
      values: { break: 'TimeOut', until: '2026-12-02T10:00:00.000Z' },
      data: { kind: 'TimeOut', endsAt: '2026-12-02T10:00:00.000Z', timeZone: 'Asia/Kolkata' },
    });
    for (const s of [phone, laptop])
      expect((await getBalance(t.app, s.token, s.sessionId)).statusCode).toBe(401);
    const ended = events.find((e) => e.topic === 'sessions')?.parts as { ended: string[] };
    expect(ended.ended).toEqual(expect.arrayContaining([phone.sessionId, laptop.sessionId]));
    const live = await t.db.query(
      'SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [phone.id],
    );
    expect(live).toHaveLength(0);

    expect(await login(t.app, phone.userName)).toMatchObject({
      status: 1,
      message: 'Your time-out ends on 2 Dec 2026 15:30 IST',
      code: 'LOGIN_ON_BREAK',
      values: { break: 'TimeOut', until: '2026-12-02T10:00:00.000Z' },
      token: '',
    });
    // A wrong password learns nothing about the time-out.
    expect((await login(t.app, phone.userName, 'wrong-pass1')).message).toBe(
      'Invalid username or password',
    );
    t.clock.advance(24 * HOUR - 1000);
    expect((await login(t.app, phone.userName)).status).toBe(1);
    t.clock.advance(1000);
    expect((await login(t.app, phone.userName)).status).toBe(0);
  });

  it("a time-out cancels the player's waiting orders and releases what they reserved", async () => {
    t.clock.set(new Date()); // the session starts now: no reminder is due
    const p = await newPlayer(t);
    const m = inPlayMatch(t as unknown as SportsTestApp);
    const order = { ...oddsBet(m, 'back', '100.00'), Price: '1000.00' }; // nobody lays at 1000
    const placed = (await p.post('/Player/PlaceBet', order)).json();
    expect(placed).toMatchObject({ status: 0, data: { matched: '0.00', waiting: '100.00' } });
    await p.post('/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '24h' });
    const orders = await t.db.query<{ state: string; remaining: number }>(
      'SELECT state, remaining::int AS remaining FROM sports_orders WHERE user_id = $1',
      [p.id],
    );
    expect(orders).toEqual([{ state: 'cancelled', remaining: 0 }]);
    const held = await t.db.query<{ amount: number }>(
      'SELECT amount FROM exposures WHERE user_id = $1 AND amount <> 0',
      [p.id],
    );
    expect(held).toEqual([]);
  });

  it('shows the end in the player zone', async () => {
    t.clock.set(new Date('2026-12-01T10:00:00Z'));
    const p = await newPlayer(t);
    await setTimeZone(t.db, p.id, 'America/New_York');
    await p.post('/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '7d' });
    expect((await login(t.app, p.userName)).message).toBe(
      'Your time-out ends on 8 Dec 2026 05:00 EST',
    );
  });

  it('a self-exclusion needs the password; a wrong one writes nothing', async () => {
    t.clock.set(new Date('2026-12-01T10:00:00Z'));
    const p = await newPlayer(t);
    const none = await p.post('/SaferGambling/TakeBreak', { Kind: 'SelfExclusion', Period: '6m' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Password is required to confirm a self-exclusion');
    const wrong = await p.post('/SaferGambling/TakeBreak', {
      Kind: 'SelfExclusion',
      Period: '6m',
      Password: 'not-mine1',
    });
    expect(wrong.json()).toEqual({
      status: 1,
      message: 'Your password is not correct.',
      code: 'SAFER_BREAK_PASSWORD_WRONG',
      data: null,
    });
    expect(await breakRows(p)).toBe(0);
    expect((await getBalance(t.app, p.token, p.sessionId)).statusCode).toBe(200);

    const ok = await p.post('/SaferGambling/TakeBreak', {
      Kind: 'SelfExclusion',
      Period: '1y',
      Password: 'demo1234',
    });
    expect(ok.json().data.endsAt).toBe('2027-12-01T10:00:00.000Z');
    expect((await login(t.app, p.userName)).message).toBe(
      'Your self-exclusion ends on 1 Dec 2027 15:30 IST',
    );
  });

  it('answers a period the kind does not offer with a 400, writing nothing', async () => {
    const p = await newPlayer(t);
    for (const body of [
      { Kind: 'TimeOut', Period: '1y' },
      { Kind: 'SelfExclusion', Period: '24h', Password: 'demo1234' },
      { Kind: 'Nap', Period: '24h' },
      { Kind: 'TimeOut', Period: '2h' },
    ]) {
      const res = await p.post('/SaferGambling/TakeBreak', body);
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await p.post('/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '1y' })).json().message,
    ).toBe('Period of a TimeOut must be one of 24h, 7d, 30d, 6w');
    expect(await breakRows(p)).toBe(0);
  });
});
