import { parseDay, playerDateTimeZoned, playerShortDate } from 'shared-maths/player-time';

/** "12 Feb 2026 18:30 IST": an instant in the player's zone, the month as a word. */
export function localTime(iso: string, timeZone: string, language: string): string {
  return playerDateTimeZoned(new Date(iso), language, timeZone);
}

/** "6 Nov": a logged-in day as the API sends it ("11/06/2026", MM/DD/YYYY); other text as is. */
export function shortDay(day: string, language: string): string {
  const parsed = parseDay(day);
  return parsed ? playerShortDate(parsed.start, language, 'UTC') : day;
}
