import { playerDateTimeZoned } from 'shared-maths/player-time';

/** "12 Feb 2026 18:30 IST": an instant in the player's zone, the month as a word. */
export function localTime(iso: string, timeZone: string, language: string): string {
  return playerDateTimeZoned(new Date(iso), language, timeZone);
}
