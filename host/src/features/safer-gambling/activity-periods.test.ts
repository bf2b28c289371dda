import type { SaferActivityDay, SaferRecordEvent } from 'shared-api-types';
import { activityCsv, groupActivity, isoInZone, periodStartDay } from './activity-periods';

const day = (d: string, over: Partial<SaferActivityDay> = {}): SaferActivityDay => ({
  day: d,
  bets: 0,
  staked: '0.00',
  net: '0.00',
  minutes: 0,
  ...over,
});

// Sunday 29 Nov to Tuesday 1 Dec 2026 (Asia/Kolkata): two weeks, two months.
const days = [
  day('2026-11-29', { bets: 2, staked: '100.10', net: '-0.10', minutes: 30 }),
  day('2026-11-30', { bets: 1, staked: '0.20', net: '0.20', minutes: 45 }),
  day('2026-12-01', { bets: 3, staked: '1000000.05', net: '-2500.00', minutes: 60 }),
];
const events: SaferRecordEvent[] = [
  // 00:05 IST on Monday 30 Nov: the new week's, though still 29 Nov in UTC
  {
    at: '2026-11-29T18:35:00.000Z',
    event: 'limit_set',
    kind: 'daily',
    amount: '1000.00',
    detail: null,
  },
  // 23:59:59 IST on 30 Nov: November's
  {
    at: '2026-11-30T18:29:59.000Z',
    event: 'break',
    kind: 'CasinoBreak',
    amount: '24h',
    detail: null,
  },
];

test("a day's period: itself, its ISO week's Monday, its month's 1st", () => {
  expect(periodStartDay('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday
  expect(periodStartDay('2026-11-30', 'week')).toBe('2026-11-30'); // a Monday
  expect(periodStartDay('2027-01-03', 'week')).toBe('2026-12-28'); // across the year
  expect(periodStartDay('2026-11-29', 'month')).toBe('2026-11-01');
  expect(periodStartDay('2026-11-29', 'day')).toBe('2026-11-29');
});

test('an instant as ISO in the player zone, with its offset', () => {
  expect(isoInZone(new Date('2026-11-29T18:35:00Z'), 'Asia/Kolkata')).toBe(
    '2026-11-30T00:05:00+05:30',
  );
  expect(isoInZone(new Date('2026-12-01T03:00:00Z'), 'America/New_York')).toBe(
    '2026-11-30T22:00:00-05:00',
  );
  expect(isoInZone(new Date('2026-07-01T12:00:00Z'), 'Asia/Kathmandu')).toBe(
    '2026-07-01T17:45:00+05:45',
  );
});

test('weeks and months add the days up exactly, newest first; each event in its local period', () => {
  const weeks = groupActivity(days, events, 'week', 'Asia/Kolkata');
  expect(weeks.map(({ events: e, ...w }) => ({ ...w, events: e.map((x) => x.event) }))).toEqual([
    {
      from: '2026-11-30',
      to: '2026-12-01',
      bets: 4,
      staked: '1000000.25',
      net: '-2499.80',
      minutes: 105,
      events: ['limit_set', 'break'],
    },
    {
      from: '2026-11-29',
      to: '2026-11-29',
      bets: 2,
      staked: '100.10',
      net: '-0.10',
      minutes: 30,
      events: [],
    },
  ]);
  const months = groupActivity(days, events, 'month', 'Asia/Kolkata');
  expect(months.map((m) => [m.from, m.to, m.staked, m.net, m.events.length])).toEqual([
    ['2026-12-01', '2026-12-01', '1000000.05', '-2500.00', 0],
    ['2026-11-29', '2026-11-30', '100.30', '0.10', 2],
  ]);
  const byDay = groupActivity(days, events, 'day', 'Asia/Kolkata');
  expect(byDay.map((d) => [d.from, d.events.length])).toEqual([
    ['2026-12-01', 0],
    ['2026-11-30', 2],
    ['2026-11-29', 0],
  ]);
  // In New York the limit was set at 13:35 on Sunday 29 Nov: the week before.
  const ny = groupActivity(days, events, 'week', 'America/New_York');
  expect(ny.map((w) => w.events.map((e) => e.event))).toEqual([['break'], ['limit_set']]);
});

test('the CSV: named columns, oldest first, plain decimals, ISO days and times in the zone', () => {
  const weeks = groupActivity(days, events, 'week', 'Asia/Kolkata');
  const headers = ['From', 'To', 'Bets placed', 'Total staked', 'Net result', 'Minutes', 'Changes'];
  const describe = (e: SaferRecordEvent) =>
    e.event === 'break' ? `Break, "${e.kind}"` : `${e.kind} set to ${e.amount}`;
  expect(activityCsv(weeks, 'Asia/Kolkata', headers, describe)).toBe(
    'From,To,Bets placed,Total staked,Net result,Minutes,Changes\r\n' +
      '2026-11-29,2026-11-29,2,100.10,-0.10,30,\r\n' +
      '2026-11-30,2026-12-01,4,1000000.25,-2499.80,105,' +
      '"2026-11-30T00:05:00+05:30 daily set to 1000.00; ' +
      '2026-11-30T23:59:59+05:30 Break, ""CasinoBreak"""\r\n',
  );
});
