import { localTime, shortDay } from './local-time';

test('an instant in the player’s zone, MM/DD/YYYY, 24-hour clock', () => {
  expect(localTime('2026-02-12T13:00:00.000Z', 'Asia/Kolkata')).toBe('02/12/2026 18:30');
  expect(localTime('2026-02-12T23:59:00.000Z', 'Asia/Kolkata')).toBe('02/13/2026 05:29');
  expect(localTime('2026-07-01T00:00:00.000Z', 'Europe/London')).toBe('07/01/2026 01:00');
});

test('a local day as month/day', () => {
  expect(shortDay('2026-11-07')).toBe('11/07');
});
