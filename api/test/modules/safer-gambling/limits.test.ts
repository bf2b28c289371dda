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
  code?: string;
  values?: Record<string, string>;
  data: {
    timeZone: string;
    limits: {
      kind: string;
      amount: string | null;
      pending: { amount: string | null; confirmFrom: string; canConfirm: boolean } | null;
    }[];
  } | null;
}

const limitOf = async (p: TestPlayer, kind: string) => {
  const reply = (await p.post('/SaferGambling/GetLimits')).json<LimitsReply>();
  return reply.data?.limits.find((l) => l.kind === kind);
};
const setLimit = async (p: TestPlayer, Kind: string, Amount: string | null) =>
  (await p.post('/SaferGambling/SetLimit', { Kind, Amount })).json<LimitsReply>();
const confirm = async (p: TestPlayer, Kind: string) =>
  (await p.post('/SaferGambling/ConfirmPending', { Kind })).json<LimitsReply & { code?: string }>();
const changeCount = (p: TestPlayer) =>
  countOf(t.db, 'SELECT count(*)::int AS n FROM safer_limit_changes WHERE user_id = $1', p.id);

describe('limit changes', () => {
  it('a new or lower limit is in force at once; a higher one only when confirmed after 24 hours', async () => {
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
      /^Your daily loss limit can be raised to 5,000\.00 Coins from \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} IST, when you come back and confirm it\. Until then it stays 800\.00 Coins\.$/,
    );
    const confirmFrom = new Date(asked.getTime() + 24 * HOUR).toISOString();
    const pending = await limitOf(p, 'daily');
    expect(pending?.amount).toBe('800.00');
    expect(pending?.pending).toEqual({
      amount: '5000.00',
      askedAt: asked.toISOString(),
      confirmFrom,
      canConfirm: false,
    });
    // Confirming before the 24 hours is refused and changes nothing.
    t.clock.advance(24 * HOUR - MINUTE);
    const early = await confirm(p, 'daily');
    expect(early).toMatchObject({ status: 1, code: 'SAFER_CONFIRM_TOO_EARLY', data: null });
    expect(early.values).toEqual({ limit: 'daily', from: confirmFrom });
    expect(early.message).toMatch(
      /^You can confirm this change of your daily loss limit from \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} IST$/,
    );
    expect((await limitOf(p, 'daily'))?.amount).toBe('800.00');
    // The 24 hours alone change nothing: the lower limit holds until the player confirms.
    t.clock.advance(MINUTE);
    expect(await limitOf(p, 'daily')).toEqual({
      kind: 'daily',
      amount: '800.00',
      pending: { amount: '5000.00', askedAt: asked.toISOString(), confirmFrom, canConfirm: true },
    });
    t.clock.advance(30 * 24 * HOUR);
    expect((await limitOf(p, 'daily'))?.amount).toBe('800.00');
    const confirmed = await confirm(p, 'daily');
    expect(confirmed).toMatchObject({
      status: 0,
      message: 'Your daily loss limit is now 5,000.00 Coins',
      code: 'SAFER_LIMIT_NOW',
      values: { limit: 'daily', amount: '5000.00' },
    });
    expect(confirmed.data?.limits.find((l) => l.kind === 'daily')).toEqual({
      kind: 'daily',
      amount: '5000.00',
      pending: null,
    });
    const rows = await changeCount(p);
    expect(await confirm(p, 'daily')).toEqual({
      status: 1,
      message: 'Your daily loss limit has no raise to confirm',
      code: 'SAFER_NOTHING_TO_CONFIRM',
      values: { limit: 'daily' },
      data: null,
    });
    expect(await changeCount(p)).toBe(rows);
  });

  it('removing a limit waits for a confirmation too, and a pending change can be cancelled', async () => {
    const p = await newPlayer(t);
    await setLimit(p, 'weekly', '2000');
    const removing = await setLimit(p, 'weekly', null);
    expect(removing.message).toMatch(
      /^Your weekly loss limit can be removed from .*\. Until then it stays 2,000\.00 Coins\.$/,
    );
    expect(removing).toMatchObject({
      code: 'SAFER_LIMIT_REMOVE_LATER',
      values: { limit: 'weekly', current: '2000.00', from: expect.stringMatching(/^\d{4}-/) },
    });
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
    expect((await confirm(p, 'weekly')).code).toBe('SAFER_NOTHING_TO_CONFIRM');

    const rows = await changeCount(p);
    const none = await p.post('/SaferGambling/CancelPending', { Kind: 'weekly' });
    expect(none.json()).toEqual({
      status: 1,
      message: 'Your weekly loss limit has no pending change',
      code: 'SAFER_NO_PENDING',
      values: { limit: 'weekly' },
      data: null,
    });
    expect(await changeCount(p)).toBe(rows);

    // A removal confirmed after the 24 hours leaves no limit; a pending one can be cancelled
    // after the 24 hours as well as before.
    await setLimit(p, 'weekly', null);
    t.clock.advance(24 * HOUR);
    expect((await confirm(p, 'weekly')).message).toBe('Your weekly loss limit is removed');
    expect(await limitOf(p, 'weekly')).toEqual({ kind: 'weekly', amount: null, pending: null });
    await setLimit(p, 'stake', '500');
    await setLimit(p, 'stake', '900');
    t.clock.advance(48 * HOUR);
    expect((await p.post('/SaferGambling/CancelPending', { Kind: 'stake' })).json()).toMatchObject({
      status: 0,
    });
    expect(await limitOf(p, 'stake')).toEqual({ kind: 'stake', amount: '500.00', pending: null });
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
    expect((await confirm(p, 'monthly')).code).toBe('SAFER_NOTHING_TO_CONFIRM');
    expect((await limitOf(p, 'monthly'))?.amount).toBe('2500.00');
  });

  it('refuses a change that changes nothing and a stake limit above the maximum stake, writing nothing', async () => {
    const p = await newPlayer(t);
    await setLimit(p, 'stake', '500');
    const rows = await changeCount(p);
    expect(await setLimit(p, 'stake', '500')).toEqual({
      status: 1,
      message: 'Your stake limit is already 500.00 Coins',
      code: 'SAFER_LIMIT_ALREADY',
      values: { limit: 'stake', amount: '500.00' },
      data: null,
    });
    expect(await setLimit(p, 'stake', '300000')).toEqual({
      status: 1,
      message: 'Your stake limit cannot be above the maximum stake of 2,00,000.00 Coins',
      code: 'SAFER_STAKE_LIMIT_ABOVE_MAX',
      values: { max: '200000.00' },
      data: null,
    });
    expect(await setLimit(p, 'daily', null)).toMatchObject({
      status: 1,
      message: 'Your daily loss limit is already no limit',
      code: 'SAFER_LIMIT_ALREADY_NONE',
      values: { limit: 'daily' },
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
    expect((await p.post('/SaferGambling/ConfirmPending', {})).statusCode).toBe(400);
    expect(await changeCount(p)).toBe(0);
  });

  it('keeps every change in the history, cancelled ones with their time', async () => {
    const p = await newPlayer(t);
    await setLimit(p, 'daily', '100');
    await setLimit(p, 'daily', '200');
    await p.post('/SaferGambling/CancelPending', { Kind: 'daily' });
    const asked = t.clock.now();
    await setLimit(p, 'daily', '300');
    t.clock.advance(24 * HOUR);
    const history = async () =>
      (await p.post('/SaferGambling/GetActivity')).json<{
        data: {
          history: { amount: string; effectiveAt: string | null; cancelledAt: string | null }[];
        };
      }>().data.history;
    // A raise takes effect when it is confirmed, not when it may be.
    expect((await history()).map((h) => [h.amount, h.effectiveAt, h.cancelledAt !== null])).toEqual(
      [
        ['300.00', null, false],
        ['200.00', null, true],
        ['100.00', expect.any(String), false],
      ],
    );
    t.clock.advance(HOUR);
    await confirm(p, 'daily');
    expect((await history())[0]).toMatchObject({
      amount: '300.00',
      askedAt: asked.toISOString(),
      effectiveAt: t.clock.now().toISOString(),
    });
  });
});
