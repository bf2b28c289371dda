jest.setTimeout(60_000);
import {
  bookResult,
  casinoBet,
  newPlayer,
  saferFixture,
  setTimeZone,
  type TestPlayer,
} from '../../support/safer-helpers';

const t = saferFixture({ casino: { openMs: 600_000 } });

const activity = async (p: TestPlayer) =>
  (await p.post('/SaferGambling/GetActivity')).json<{
    data: { timeZone: string; netResult: { today: string; week: string; month: string } };
  }>().data;

describe('period boundaries follow the player zone', () => {
  it("a loss at 23:30 in Kolkata is yesterday's there and today's in New York", async () => {
    // 00:30 on Wednesday 11 March in Kolkata; 15:00 on Tuesday 10 March in New York.
    t.clock.set(new Date('2026-03-10T19:00:00Z'));
    const lossAt = new Date('2026-03-10T18:00:00Z');
    const kolkata = await newPlayer(t);
    const newYork = await newPlayer(t);
    await setTimeZone(t.db, newYork.id, 'America/New_York');
    for (const p of [kolkata, newYork]) {
      await bookResult(t.db, p.id, -80_000, lossAt);
      await p.post('/SaferGambling/SetLimit', { Kind: 'daily', Amount: '1000' });
    }
    expect(await activity(kolkata)).toMatchObject({
      timeZone: 'Asia/Kolkata',
      netResult: { today: '0.00', week: '-800.00', month: '-800.00' },
    });
    expect(await activity(newYork)).toMatchObject({
      timeZone: 'America/New_York',
      netResult: { today: '-800.00', week: '-800.00', month: '-800.00' },
    });
    expect((await casinoBet(t, kolkata, '500')).message).toBe('Bet placed');
    expect((await casinoBet(t, newYork, '500')).message).toBe(
      'You can lose 200.00 more Coins today under your daily loss limit',
    );
  });

  it('a new week starts on Monday at local midnight', async () => {
    const p = await newPlayer(t);
    await setTimeZone(t.db, p.id, 'America/New_York');
    // Sunday 15 March, 23:00 in New York (UTC-4).
    await bookResult(t.db, p.id, -30_000, new Date('2026-03-16T03:00:00Z'));
    t.clock.set(new Date('2026-03-16T03:30:00Z'));
    expect((await activity(p)).netResult.week).toBe('-300.00');
    t.clock.set(new Date('2026-03-16T04:00:00Z'));
    expect((await activity(p)).netResult).toEqual({
      today: '0.00',
      week: '0.00',
      month: '-300.00',
    });
  });
});
