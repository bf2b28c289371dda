jest.setTimeout(60_000);
import type { SaferRecordEvent } from 'shared-api-types';
import {
  createSaferTestApp,
  HOUR,
  MINUTE,
  newPlayer,
  saferFixture,
} from '../../support/safer-helpers';

const KEY = 'operator-key-for-the-tests-0123456789';
const t = saferFixture({ operatorKey: KEY });

const readRecord = (UserName: string, key: string | null = KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/Operator/SaferRecord',
    payload: { UserName },
    headers: key === null ? {} : { 'x-operator-key': key },
  });

describe("the record and the operator's call", () => {
  // Each step a minute after the last: the record is in order of time.
  it('records each limit change, reminder answer and break once, in order', async () => {
    t.clock.set(new Date());
    const p = await newPlayer(t);
    t.clock.advance(MINUTE);
    await p.post('/SaferGambling/SetRealityCheck', { IntervalMinutes: 15 });
    t.clock.advance(MINUTE);
    await p.post('/SaferGambling/SetLimit', { Kind: 'daily', Amount: '1000' });
    t.clock.advance(MINUTE);
    await p.post('/SaferGambling/SetLimit', { Kind: 'daily', Amount: '3000' });
    // Refused changes record nothing.
    expect(
      (await p.post('/SaferGambling/SetLimit', { Kind: 'stake', Amount: '9999999' })).json(),
    ).toMatchObject({ status: 1 });
    t.clock.advance(MINUTE);
    expect((await p.post('/SaferGambling/ConfirmPending', { Kind: 'daily' })).json()).toMatchObject(
      {
        status: 1,
      },
    );
    t.clock.advance(24 * HOUR + MINUTE);
    t.clock.advance(MINUTE);
    await p.post('/SaferGambling/ConfirmPending', { Kind: 'daily' });
    t.clock.advance(MINUTE);
    await p.post('/SaferGambling/SetTimeLimit', { Minutes: 600 });
    t.clock.advance(MINUTE);
    await p.post('/SaferGambling/SetTimeLimit', { Minutes: 900 });
    t.clock.advance(MINUTE);
    await p.post('/SaferGambling/CancelPending', { Kind: 'time' });
    expect(
      (await p.post('/SaferGambling/AnswerRealityCheck', { Answer: 'Continue' })).json(),
    ).toMatchObject({ status: 0 });
    expect(
      (await p.post('/SaferGambling/AnswerRealityCheck', { Answer: 'Continue' })).json(),
    ).toMatchObject({ status: 1 });
    t.clock.advance(MINUTE);
    await p.post('/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '24h' });

    const res = await readRecord(p.userName.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      status: number;
      data: { userName: string; events: SaferRecordEvent[] };
    }>();
    expect(body.data.userName).toBe(p.userName);
    expect(body.data.events.map((e) => [e.event, e.kind, e.amount])).toEqual([
      // CreatePlayers starts a test player past the first-login question.
      ['limit_prompt_answer', 'limit_prompt', 'test_setup'],
      ['interval_answer', 'interval', '15'],
      ['limit_set', 'daily', '1000.00'],
      ['limit_raise_asked', 'daily', '3000.00'],
      ['limit_confirmed', 'daily', '3000.00'],
      ['limit_set', 'time', '600'],
      ['limit_raise_asked', 'time', '900'],
      ['limit_cancelled', 'time', '900'],
      ['reminder_answer', 'reminder', 'Continue'],
      ['break', 'TimeOut', '24h'],
    ]);
    expect(body.data.events[9]?.detail).toMatch(/^ends \d{4}-/);
  });

  it('refuses a call without the right key, and an unknown player', async () => {
    const p = await newPlayer(t);
    for (const key of [null, '', 'wrong', `${KEY}x`]) {
      const res = await readRecord(p.userName, key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'X-Operator-Key is missing or wrong' });
    }
    // A player's token is not the operator's key.
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: '/Operator/SaferRecord',
      payload: { UserName: p.userName },
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(asPlayer.statusCode).toBe(401);
    expect((await readRecord('nobody-here')).json()).toMatchObject({
      status: 1,
      message: 'No player is called nobody-here',
    });
    expect((await readRecord('')).statusCode).toBe(400);
  });

  it('is off without OPERATOR_KEY', async () => {
    const off = await createSaferTestApp();
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/Operator/SaferRecord',
        payload: { UserName: 'demo' },
        headers: { 'x-operator-key': KEY },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: 'Operator calls are off: OPERATOR_KEY is not set',
      });
    } finally {
      await off.close();
    }
  });
});
