import {
  fromUtcText,
  playerDate,
  playerDateTime,
  playerDateTimeZoned,
  playerDay,
  playerDayTime,
  playerShortDate,
  playerTime,
  playerZone,
  utcTextInPlayerZone,
  wallTimeText,
  zoneName,
} from './player-time';

// 22:07 UTC on 25 November: already the 26th in India, still the 25th in New York.
const at = new Date('2026-11-25T22:07:32Z');

test.each([
  ['Asia/Kolkata', '11/26/2026', '26 Nov 2026 03:37:32', '03:37 IST'],
  ['America/New_York', '11/25/2026', '25 Nov 2026 17:07:32', '17:07 EST'],
  ['UTC', '11/25/2026', '25 Nov 2026 22:07:32', '22:07 UTC'],
])('a player in %s', (zone, day, dateTime, time) => {
  expect(playerDay(at, zone)).toBe(day);
  expect(playerDayTime(at, zone).slice(0, 10)).toBe(day);
  expect(playerDateTime(at, 'en', zone)).toBe(dateTime);
  expect(playerTime(at, zone)).toBe(time);
});

test('summer time in New York, and a zone with no short name', () => {
  expect(playerTime(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('08:00 EDT');
  expect(zoneName(at, 'Asia/Kathmandu')).toBe('GMT+5:45');
});

test("the API's UTC text read back and shown in the player's zone", () => {
  expect(fromUtcText('11/25/2026 22:07:32')?.toISOString()).toBe('2026-11-25T22:07:32.000Z');
  expect(fromUtcText('11/25/2026')?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
  for (const bad of ['', '13/01/2026', '11/25/2026 25:00', 'Casino'])
    expect(fromUtcText(bad)).toBeNull();
  expect(utcTextInPlayerZone('11/25/2026 22:07:32', 'en', 'Asia/Kolkata')).toBe(
    '26 Nov 2026 03:37 IST',
  );
  expect(utcTextInPlayerZone('-', 'en', 'Asia/Kolkata')).toBe('-');
});

test("the default is the browser's zone", () => {
  const spy = jest
    .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    .mockReturnValue({ timeZone: 'America/New_York' } as Intl.ResolvedDateTimeFormatOptions);
  try {
    expect(playerZone()).toBe('America/New_York');
    expect(playerDay(at)).toBe('11/25/2026');
  } finally {
    spy.mockRestore();
  }
});

test('a date a player reads names the month in their language, so it cannot be misread', () => {
  const june = new Date('2027-06-05T06:30:00Z');
  expect(playerDate(june, 'en', 'Asia/Kolkata')).toBe('5 Jun 2027');
  expect(playerDate(june, 'hi', 'Asia/Kolkata')).toBe('5 जून 2027');
  expect(playerShortDate(june, 'hi', 'Asia/Kolkata')).toBe('5 जून');
  expect(playerDateTime(june, 'hi', 'Asia/Kolkata')).toBe('5 जून 2027 12:00:00');
  expect(playerDateTimeZoned(june, 'en', 'Asia/Kolkata')).toBe('5 Jun 2027 12:00 IST');
  expect(playerDateTimeZoned(june, 'hi', 'America/New_York')).toBe('5 जून 2027 02:30 EDT');
});

test("the API's MM/DD/YYYY day read as the day it names, in any zone", () => {
  expect(wallTimeText('06/05/2027', 'en')).toBe('5 Jun 2027');
  expect(wallTimeText('12/05/2026', 'hi')).toBe('5 दिस॰ 2026');
  expect(wallTimeText('12/05/2026 23:10:02', 'en')).toBe('5 Dec 2026 23:10:02');
  expect(wallTimeText('Casino', 'en')).toBe('Casino');
});
