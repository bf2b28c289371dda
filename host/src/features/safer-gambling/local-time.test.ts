import { localTime, shortDay } from './local-time';

test('an instant in the player’s zone, day first, 24-hour clock', () => {
  expect(localTime('2026-02-12T13:00:00.000Z', 'Asia/Kolkata')).toBe('12/02/2026 18:30');
  expect(localTime('2026-02-12T23:59:00.000Z', 'Asia/Kolkata')).toBe('13/02/2026 05:29');
  expect(localTime('2026-07-01T00:00:00.000Z', 'Europe/London')).toBe('01/07/2026 01:00');
});

test('a local day as day/month', () => {
  expect(shortDay('2026-11-07')).toBe('07/11');
});
