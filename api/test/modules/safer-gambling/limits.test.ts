jest.setTimeout(60_000);
import {
  countOf,
  HOUR,
  MINUTE,
  newPlayer,
  saferFixture,
  type TestPlayer,
} from '../../support/safer-helpers';

const t = saferFixture();

interface LimitsReply {
  status: number;
  message: string;
  data: {
    timeZone: string;
    limits: {
      kind: string;
      amount: string | null;
      pending: { amount: string | null; effectiveAt: string } | null;
    }[];
  } | null;
}

const limitOf = async (p: TestPlayer, kind: string) => {
  const reply = (await p.post('/SaferGambling/GetLimits')).json<LimitsReply>();
  return reply.data?.limits.find((l) => l.kind === kind);
};
const setLimit = async (p: TestPlayer, Kind: string, Amount: string | null) =>
  (await p.post('/SaferGambling/SetLimit', { Kind, Amount })).json<LimitsReply>();
const changeCount = (p: TestPlayer) =>
  countOf(t.db, 'SELECT count(*)::int AS n FROM safer_limit_changes WHERE user_id = $1', p.id);

describe('limit changes', () => {
  it('a new or lower limit is in force at once; a higher one only 24 hours later', async () => {
    const p = await newPlayer(t);
    expect((await limitOf(p, 'daily'))?.amount).toBeNull();
    const added = await setLimit(p, 'daily', '1000');
    expect(added).toMatchObject({
      status: 0,
      message: 'Your daily loss limit is now 1,000.00 Coins',
    });
    expect(await limitOf(p, 'daily')).toEqual({ kind: 'daily', amount: '1000.00', pending: null });
    expect((await setLimit(p, 'daily', '800')).status).toBe(0);
    expect((await limitOf(p, 'daily'))?.amount).toBe('800.00');

    const asked = t.clock.now();
    const raised = await setLimit(p, 'daily', '5000');
    expect(raised.status).toBe(0);
    expect(raised.message).toMatch(
      /^Your daily loss limit will be 5,000\.00 Coins from \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} IST\. You can cancel this until then\.$/,
    );
    const pending = await limitOf(p, 'daily');
    expect(pending?.amount).toBe('800.00');
    expect(pending?.pending).toEqual({
      amount: '5000.00',
      askedAt: asked.toISOString(),
      effectiveAt: new Date(asked.getTime() + 24 * HOUR).toISOString(),
    });
    t.clock.advance(24 * HOUR - MINUTE);
    expect((await limitOf(p, 'daily'))?.amount).toBe('800.00');
    t.clock.advance(MINUTE);
    expect(await limitOf(p, 'daily')).toEqual({ kind: 'daily', amount: '5000.00', pending: null });
  });

  it('removing a limit waits 24 hours too, and a pending change can be cancelled', async () => {
    const p = await newPlayer(t);
    await setLimit(p, 'weekly', '2000');
    const removing = await setLimit(p, 'weekly', null);
    expect(removing.message).toMatch(/^Your weekly loss limit will be removed on /);
    expect((await limitOf(p, 'weekly'))?.pending?.amount).toBeNull();
    const cancelled = await p.post('/SaferGambling/CancelPending', { Kind: 'weekly' });
    expect(cancelled.json()).toMatchObject({
      status: 0,
      message: 'The pending change of your weekly loss limit is cancelled',
    });
    t.clock.advance(25 * HOUR);
    expect(await limitOf(p, 'weekly')).toEqual({
      kind: 'weekly',
      amount: '2000.00',
      pending: null,
    });

    const rows = await changeCount(p);
    const none = await p.post('/SaferGambling/CancelPending', { Kind: 'weekly' });
    expect(none.json()).toEqual({
      status: 1,
      message: 'Your weekly loss limit has no pending change',
      data: null,
    });
    expect(await changeCount(p)).toBe(rows);
  });

  it('a lower limit asked while a raise waits replaces the raise', async () => {
    const p = await newPlayer(t);
    await setLimit(p, 'monthly', '3000');
    await setLimit(p, 'monthly', '9000');
    await setLimit(p, 'monthly', '2500');
    expect(await limitOf(p, 'monthly')).toEqual({
      kind: 'monthly',
      amount: '2500.00',
      pending: null,
    });
    t.clock.advance(25 * HOUR);
    expect((await limitOf(p, 'monthly'))?.amount).toBe('2500.00');
  });

  it('refuses a change that changes nothing and a stake limit above the maximum stake, writing nothing', async () => {
    const p = await newPlayer(t);
    await setLimit(p, 'stake', '500');
    const rows = await changeCount(p);
    expect(await setLimit(p, 'stake', '500')).toEqual({
      status: 1,
      message: 'Your stake limit is already 500.00 Coins',
      data: null,
    });
    expect(await setLimit(p, 'stake', '300000')).toEqual({
      status: 1,
      message: 'Your stake limit cannot be above the maximum stake of 2,00,000.00 Coins',
      data: null,
    });
    expect(await setLimit(p, 'daily', null)).toMatchObject({
      status: 1,
      message: 'Your daily loss limit is already no limit',
    });
    expect(await changeCount(p)).toBe(rows);
  });

  it('answers bad input with a 400 naming the field, writing nothing', async () => {
    const p = await newPlayer(t);
    const bad = [
      { Kind: 'yearly', Amount: '100' },
      { Kind: 'daily', Amount: '-5' },
      { Kind: 'daily', Amount: '10.50' },
      { Kind: 'daily', Amount: 'lots' },
      { Kind: 'daily' },
    ];
    for (const body of bad) {
      const res = await p.post('/SaferGambling/SetLimit', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Kind|Amount/);
    }
    expect((await p.post('/SaferGambling/CancelPending', { Kind: 'x' })).statusCode).toBe(400);
    expect(await changeCount(p)).toBe(0);
  });

  it('keeps every change in the history, cancelled ones with their time', async () => {
    const p = await newPlayer(t);
    await setLimit(p, 'daily', '100');
    await setLimit(p, 'daily', '200');
    await p.post('/SaferGambling/CancelPending', { Kind: 'daily' });
    const activity = (await p.post('/SaferGambling/GetActivity')).json<{
      data: { history: { amount: string; cancelledAt: string | null }[] };
    }>();
    expect(activity.data.history.map((h) => [h.amount, h.cancelledAt !== null])).toEqual([
      ['200.00', true],
      ['100.00', false],
    ]);
  });
});
