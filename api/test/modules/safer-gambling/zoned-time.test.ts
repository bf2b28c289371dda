import { breakEnd, breakEndsSentence } from '../../../src/modules/safer-gambling/break-rules';
import { changeTiming, limitRefusal } from '../../../src/modules/safer-gambling/limit-rules';
import { lastLocalDays, minutesPerDay } from '../../../src/modules/safer-gambling/logged-in-days';
import { realityCheckDueAt } from '../../../src/modules/safer-gambling/reality-check';
import { addLocalMonths, periodStart } from '../../../src/modules/safer-gambling/zoned-time';

const at = (iso: string) => new Date(iso);
const KOLKATA = 'Asia/Kolkata';
const NEW_YORK = 'America/New_York';

describe('calendar periods in the player zone', () => {
  it('starts the day at local midnight', () => {
    // 00:30 on 11 March in Kolkata is still 10 March (15:00) in New York.
    const now = at('2026-03-10T19:00:00Z');
    expect(periodStart('day', now, KOLKATA)).toEqual(at('2026-03-10T18:30:00Z'));
    expect(periodStart('day', now, NEW_YORK)).toEqual(at('2026-03-10T04:00:00Z'));
  });

  it('starts the week on Monday and the month on the 1st', () => {
    const wednesday = at('2026-03-11T12:00:00Z');
    expect(periodStart('week', wednesday, KOLKATA)).toEqual(at('2026-03-08T18:30:00Z'));
    expect(periodStart('month', wednesday, KOLKATA)).toEqual(at('2026-02-28T18:30:00Z'));
    // New York's 1 March is before the daylight-saving change (UTC-5).
    expect(periodStart('month', wednesday, NEW_YORK)).toEqual(at('2026-03-01T05:00:00Z'));
    expect(periodStart('week', wednesday, NEW_YORK)).toEqual(at('2026-03-09T04:00:00Z'));
  });

  it('a day across the daylight-saving change is 23 hours long', () => {
    const days = lastLocalDays(at('2026-03-08T12:00:00Z'), 1, NEW_YORK);
    expect(days[1]!.getTime() - days[0]!.getTime()).toBe(23 * 3_600_000);
  });

  it('adds calendar months at the same local time, clamping the 31st', () => {
    expect(addLocalMonths(at('2026-08-31T06:30:00Z'), 6, KOLKATA)).toEqual(
      at('2027-02-28T06:30:00Z'),
    );
    expect(breakEnd('SelfExclusion', '5y', at('2026-01-15T10:00:00Z'), KOLKATA)).toEqual(
      at('2031-01-15T10:00:00Z'),
    );
    expect(breakEnd('TimeOut', '6w', at('2026-01-01T00:00:00Z'), KOLKATA)).toEqual(
      at('2026-02-12T00:00:00Z'),
    );
    expect(breakEnd('TimeOut', '6m', at('2026-01-01T00:00:00Z'), KOLKATA)).toBeNull();
  });

  it('writes the end of a break in the player zone, with the zone', () => {
    expect(breakEndsSentence('TimeOut', at('2026-12-02T13:00:00Z'), KOLKATA)).toBe(
      'Your time-out ends on 2 Dec 2026 18:30 IST',
    );
    expect(breakEndsSentence('SelfExclusion', at('2026-12-02T13:00:00Z'), NEW_YORK)).toBe(
      'Your self-exclusion ends on 2 Dec 2026 08:00 EST',
    );
  });
});

describe('limit rules', () => {
  it('a stricter change is at once, a looser one later', () => {
    expect(changeTiming(null, 100)).toBe('now');
    expect(changeTiming(500, 100)).toBe('now');
    expect(changeTiming(100, 500)).toBe('later');
    expect(changeTiming(100, null)).toBe('later');
    expect(changeTiming(100, 100)).toBe('same');
    expect(changeTiming(null, null)).toBe('same');
  });

  it('refuses with the tightest loss limit', () => {
    const losses = [
      { kind: 'daily' as const, limit: 100_000, settledNet: -20_000 },
      { kind: 'weekly' as const, limit: 150_000, settledNet: -100_000 },
    ];
    expect(limitRefusal({ stakeCents: 10_000, worstCaseCents: 60_000 }, null, losses, 0)).toEqual({
      message: 'You can lose 500.00 more Coins this week under your weekly loss limit',
      code: 'SAFER_LOSS_LIMIT_LEFT',
      values: { limit: 'weekly', left: '500.00' },
    });
    expect(
      limitRefusal({ stakeCents: 10_000, worstCaseCents: 50_000 }, null, losses, 0),
    ).toBeNull();
    // A bet that lowers the worst case is never refused by a loss limit.
    expect(
      limitRefusal({ stakeCents: 10_000, worstCaseCents: -5 }, null, losses, 900_000),
    ).toBeNull();
  });
});

describe('session reminders and time logged in', () => {
  it('is due an interval after the later of login and the last answer', () => {
    const login = at('2026-01-01T10:00:00Z');
    expect(realityCheckDueAt(login, null, 15)).toEqual(at('2026-01-01T10:15:00Z'));
    expect(realityCheckDueAt(login, at('2026-01-01T10:20:00Z'), 30)).toEqual(
      at('2026-01-01T10:50:00Z'),
    );
    expect(realityCheckDueAt(login, null, 0)).toBeNull();
  });

  it('counts overlapping sessions once and cuts them at local midnight', () => {
    const bounds = lastLocalDays(at('2026-01-02T12:00:00Z'), 2, KOLKATA);
    const sessions = [
      { start: at('2026-01-01T18:00:00Z'), end: at('2026-01-01T19:00:00Z') },
      { start: at('2026-01-01T18:15:00Z'), end: at('2026-01-01T18:45:00Z') },
    ];
    expect(minutesPerDay(sessions, bounds, KOLKATA)).toEqual([
      { day: '01/01/2026', minutes: 30 },
      { day: '01/02/2026', minutes: 30 },
    ]);
  });
});
