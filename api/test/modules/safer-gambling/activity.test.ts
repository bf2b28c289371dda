jest.setTimeout(60_000);
import { DEFAULT_TIME_ZONE, periodStart } from '../../../src/modules/safer-gambling/zoned-time';
import {
  bookResult,
  casinoBet,
  MINUTE,
  newPlayer,
  saferFixture,
} from '../../support/safer-helpers';

const t = saferFixture({ casino: { openMs: 600_000 } });

interface Activity {
  netResult: { today: string; week: string; month: string };
  openRisk: string;
  loggedIn: { day: string; minutes: number }[];
  limits: { kind: string; amount: string; used: string | null; left: string | null }[];
}

describe('activity', () => {
  it('shows each limit with what is used and left, and time logged in per day', async () => {
    t.clock.set(new Date());
    const p = await newPlayer(t);
    // Booked on the player's day of the read below, even when the 90 minutes cross their midnight.
    const readAt = new Date(t.clock.now().getTime() + 90 * MINUTE);
    const bookedAt = Math.max(
      t.clock.now().getTime(),
      periodStart('day', readAt, DEFAULT_TIME_ZONE).getTime(),
    );
    await bookResult(t.db, p.id, -20_000, new Date(bookedAt));
    await p.post('/SaferGambling/SetLimit', { Kind: 'daily', Amount: '1000' });
    await p.post('/SaferGambling/SetLimit', { Kind: 'stake', Amount: '500' });
    expect((await casinoBet(t, p, '100')).status).toBe(0);

    t.clock.set(readAt);
    const data = (await p.post('/SaferGambling/GetActivity')).json<{ data: Activity }>().data;
    expect(data.netResult.today).toBe('-200.00');
    expect(data.openRisk).toBe('100.00');
    expect(data.limits).toEqual([
      { kind: 'daily', amount: '1000.00', used: '300.00', left: '700.00' },
      { kind: 'stake', amount: '500.00', used: null, left: null },
    ]);
    expect(data.loggedIn).toHaveLength(30);
    const total = data.loggedIn.reduce((a, d) => a + d.minutes, 0);
    // Two sessions at once (the test-control one and the login) are one stretch of time.
    expect(total).toBeGreaterThanOrEqual(89);
    expect(total).toBeLessThanOrEqual(91);
  });

  it('GetStatus names the loss limits used 80% or more, with the session reminder', async () => {
    t.clock.set(new Date());
    const p = await newPlayer(t);
    const status = async () =>
      (await p.post('/SaferGambling/GetStatus')).json<{
        status: number;
        data: { closeLimits: string[]; realityCheck: { intervalMinutes: number; due: boolean } };
      }>();
    expect(await status()).toMatchObject({
      status: 0,
      data: { closeLimits: [], realityCheck: { intervalMinutes: 60, due: false } },
    });
    await p.post('/SaferGambling/SetLimit', { Kind: 'daily', Amount: '1000' });
    await p.post('/SaferGambling/SetLimit', { Kind: 'weekly', Amount: '5000' });
    await bookResult(t.db, p.id, -70_000, t.clock.now());
    expect((await status()).data.closeLimits).toEqual([]);
    // 799.00 of 1,000.00 is under 80%; the open bet's 100 more takes it to 89.9%.
    await bookResult(t.db, p.id, -9_900, t.clock.now());
    expect((await status()).data.closeLimits).toEqual([]);
    expect((await casinoBet(t, p, '100')).status).toBe(0);
    // The weekly limit (899.00 of 5,000.00) is far away.
    expect((await status()).data.closeLimits).toEqual(['daily']);
  });

  it('is the caller’s own: another player sees only theirs', async () => {
    t.clock.set(new Date());
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    await bookResult(t.db, a.id, -50_000, t.clock.now());
    await a.post('/SaferGambling/SetLimit', { Kind: 'monthly', Amount: '2000' });
    const seen = (await b.post('/SaferGambling/GetActivity')).json<{ data: Activity }>().data;
    expect(seen.netResult.month).toBe('0.00');
    expect(seen.limits).toEqual([]);
  });
});
