jest.setTimeout(60_000);
import { DEFAULT_TIME_ZONE, periodStart } from '../../../src/modules/safer-gambling/zoned-time';
import type { SaferActivityData } from 'shared-api-types';
import type { Db } from '../../../src/db/types';
import {
  bookResult,
  casinoBet,
  MINUTE,
  newPlayer,
  saferFixture,
  setTimeZone,
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

/** A casino bet of `cents` placed at `at`, as PlaceBet stores it. */
async function casinoPlacedAt(db: Db, userId: number, cents: number, at: string): Promise<void> {
  await db.query(
    `INSERT INTO casino_bets (user_id, table_code, round_id, market, selection, rate, stake,
                              win_amount, loss_amount, created_at)
     VALUES ($1, 't20', '1', 'Winner', 'Player A', 198, $2, $2, $2, $3)`,
    [userId, cents, at],
  );
}

/** A matched sports bet of `cents` placed at `at`. */
async function sportsPlacedAt(db: Db, userId: number, cents: number, at: string): Promise<void> {
  await db.query(
    `INSERT INTO sports_bets (user_id, match_id, event_id, market_id, market_type, selection_id,
                              selection_name, side, price, stake, win_amount, loss_amount, created_at)
     VALUES ($1, 'm1', 'e1', 'k1', 'odds', 's1', 'Team A', 'back', 150, $2, $2, $2, $3)`,
    [userId, cents, at],
  );
}

const activityOf = async (p: { post: (url: string) => Promise<{ json: <T>() => T }> }) =>
  (await p.post('/SaferGambling/GetActivity')).json<{ data: SaferActivityData }>().data;

describe("each local day's activity (issue 44 item 5)", () => {
  it("a bet near local midnight lands on the player's day; whole weeks and months back", async () => {
    t.clock.set(new Date('2026-12-14T18:35:00Z')); // 00:05 IST on Tuesday 15 Dec
    const p = await newPlayer(t);
    await p.post('/SaferGambling/SetRealityCheck', { IntervalMinutes: 30 }); // an answer: not shown
    await p.post('/SaferGambling/SetLimit', { Kind: 'daily', Amount: '1000' });
    await casinoPlacedAt(t.db, p.id, 10_000, '2026-12-10T18:29:59Z'); // 23:59:59 IST, 10 Dec
    await sportsPlacedAt(t.db, p.id, 25_050, '2026-12-10T18:30:00Z'); // 00:00 IST, 11 Dec
    await casinoPlacedAt(t.db, p.id, 5_000, '2026-12-11T05:00:00Z');
    await casinoPlacedAt(t.db, p.id, 99_900, '2026-09-27T18:29:00Z'); // 23:59 IST 27 Sep: before
    await bookResult(t.db, p.id, -20_000, new Date('2026-12-10T18:29:59Z'));
    await bookResult(t.db, p.id, 7_525, new Date('2026-12-10T18:30:00Z'));
    t.clock.set(new Date('2026-12-15T12:00:00Z'));

    const data = await activityOf(p);
    // From Monday 28 Sep (1 Oct is a Thursday) to today: October to December whole, whole weeks.
    expect(data.days).toHaveLength(79);
    expect(data.days[0]?.day).toBe('2026-09-28');
    expect(data.days.at(-1)?.day).toBe('2026-12-15');
    const day = (d: string) => data.days.find((x) => x.day === d);
    expect(day('2026-12-10')).toMatchObject({ bets: 1, staked: '100.00', net: '-200.00' });
    expect(day('2026-12-11')).toMatchObject({ bets: 2, staked: '300.50', net: '75.25' });
    expect(data.days.reduce((n, d) => n + d.bets, 0)).toBe(3);
    // Minutes logged in as the last 30 days count them (MM/DD/YYYY there).
    const isoOf = (d: string) => `${d.slice(6)}-${d.slice(0, 2)}-${d.slice(3, 5)}`;
    expect(data.days.slice(-30).map((d) => [d.day, d.minutes])).toEqual(
      data.loggedIn.map((d) => [isoOf(d.day), d.minutes]),
    );
    // The limit change, at its instant; the reminder's answer is not a limit change.
    expect(data.events).toEqual([
      {
        at: '2026-12-14T18:35:00.000Z',
        event: 'limit_set',
        kind: 'daily',
        amount: '1000.00',
        detail: null,
      },
    ]);
  });

  it("the days follow the player's zone: the same instant is another day and another window", async () => {
    t.clock.set(new Date('2026-12-01T03:00:00Z')); // 22:00 EST on Monday 30 Nov
    const p = await newPlayer(t);
    await setTimeZone(t.db, p.id, 'America/New_York');
    await p.post('/SaferGambling/TakeProductBreak', { Product: 'Casino', Period: '24h' });
    await casinoPlacedAt(t.db, p.id, 10_000, '2026-12-01T02:59:00Z'); // 21:59 EST, 30 Nov
    const data = await activityOf(p);
    // 1 Sep 2026 is a Tuesday: from Monday 31 Aug, September to November whole.
    expect(data.days).toHaveLength(92);
    expect(data.days[0]?.day).toBe('2026-08-31');
    expect(data.days.at(-1)).toMatchObject({ day: '2026-11-30', bets: 1, staked: '100.00' });
    expect(data.events).toMatchObject([{ event: 'break', kind: 'CasinoBreak', amount: '24h' }]);
  });
});
