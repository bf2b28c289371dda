import {
  dayBefore,
  daySortKey,
  formatDateTime,
  formatDay,
  formatTime,
  parseDay,
} from './calendar-day';

const at = (iso: string) => new Date(iso);

describe('formatDay and formatDateTime (UTC)', () => {
  it.each([
    ['2026-01-05T00:00:00Z', '01/05/2026', '01/05/2026 00:00:00'],
    ['2026-01-05T23:59:59Z', '01/05/2026', '01/05/2026 23:59:59'],
    ['2026-01-05T23:30:00-05:00', '01/06/2026', '01/06/2026 04:30:00'],
    ['2024-02-29T12:03:04Z', '02/29/2024', '02/29/2024 12:03:04'],
    ['2025-12-31T09:08:07+10:00', '12/30/2025', '12/30/2025 23:08:07'],
  ])('%s -> %s, %s', (iso, day, dateTime) => {
    expect(formatDay(at(iso))).toBe(day);
    expect(formatDateTime(at(iso))).toBe(dateTime);
    expect(formatTime(at(iso))).toBe(dateTime.slice(11, 16));
  });
});

describe('parseDay', () => {
  it.each([
    ['02/29/2024', '2024-02-29T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
    ['12/31/2025', '2025-12-31T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    [' 01/01/2000 ', '2000-01-01T00:00:00.000Z', '2000-01-02T00:00:00.000Z'],
    ['12/31/2100', '2100-12-31T00:00:00.000Z', '2101-01-01T00:00:00.000Z'],
  ])('%s is the UTC day [%s, %s)', (text, start, end) => {
    expect(parseDay(text)).toEqual({ start: new Date(start), end: new Date(end) });
  });

  it.each([
    '02/30/2026',
    '02/29/2025',
    '13/01/2026',
    '00/10/2026',
    '01/00/2026',
    '2026-01-01',
    '1/1/2026',
    '01/01/1999',
    '12/31/9999',
    '',
    'yesterday',
  ])('rejects %p', (text) => {
    expect(parseDay(text)).toBeNull();
  });

  it('round-trips with formatDay', () => {
    const day = parseDay('03/10/2025');
    expect(day && formatDay(day.start)).toBe('03/10/2025');
  });
});

describe('dayBefore', () => {
  it.each([
    ['2025-03-10T12:00:00Z', 15, '02/23/2025'],
    ['2025-03-10T00:30:00Z', 0, '03/10/2025'],
    ['2024-01-05T23:59:00Z', 15, '12/21/2023'],
    ['2024-03-01T05:00:00Z', 1, '02/29/2024'],
  ])('%s minus %d days -> %s', (iso, days, day) => {
    expect(dayBefore(at(iso), days)).toBe(day);
  });
});

describe('daySortKey', () => {
  it.each([
    ['03/10/2025', '20250310'],
    ['12/31/2024 09:00:00', '20241231 09:00:00'],
  ])('%s -> %s', (text, key) => {
    expect(daySortKey(text)).toBe(key);
  });

  it('sorts days across years in time order', () => {
    const days = ['01/02/2025', '12/31/2024', '02/01/2024'];
    expect([...days].sort((a, b) => daySortKey(a).localeCompare(daySortKey(b)))).toEqual([
      '02/01/2024',
      '12/31/2024',
      '01/02/2025',
    ]);
  });
});
