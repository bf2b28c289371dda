import { localTime } from './local-time';

test('an instant in the player’s zone: the month as a word, 24-hour clock, the zone’s short name', () => {
  expect(localTime('2026-02-12T13:00:00.000Z', 'Asia/Kolkata', 'en')).toBe('12 Feb 2026 18:30 IST');
  expect(localTime('2026-02-12T23:59:00.000Z', 'Asia/Kolkata', 'hi')).toBe('13 फ़र॰ 2026 05:29 IST');
  expect(localTime('2026-07-01T00:00:00.000Z', 'Europe/London', 'en')).toBe(
    '1 Jul 2026 01:00 GMT+1',
  );
});
