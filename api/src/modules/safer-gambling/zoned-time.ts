/**
 * Calendar arithmetic in a player's IANA time zone with the runtime's Intl data (pure).
 * Periods: the day from local midnight, the week from Monday's local midnight (ISO weeks),
 * the month from the 1st's local midnight.
 */
import { playerDateTimeZoned, zonedParts } from 'shared-maths/player-time';

export type Period = 'day' | 'week' | 'month';

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

interface LocalParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** True for a zone name the runtime knows ("Asia/Kolkata"). */
export function isTimeZone(zone: string): boolean {
  try {
    zonedParts(new Date(0), zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time of an instant in a zone. */
export function localParts(at: Date, zone: string): LocalParts {
  const p = zonedParts(at, zone);
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** The zone's offset from UTC at an instant, in ms (Asia/Kolkata: +5.5 h). */
function offsetMs(at: Date, zone: string): number {
  const p = localParts(at, zone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time happens in a zone (day and month may overflow, as in Date.UTC).
 * A time skipped by a daylight-saving jump resolves to the instant after the jump.
 */
export function zonedInstant(zone: string, year: number, month: number, day: number, time = 0) {
  const wall = Date.UTC(year, month - 1, day) + time;
  let guess = wall - offsetMs(new Date(wall), zone);
  guess = wall - offsetMs(new Date(guess), zone);
  return new Date(guess);
}

/** The start of the local day, week (Monday) or month holding `at`. */
export function periodStart(period: Period, at: Date, zone: string): Date {
  const p = localParts(at, zone);
  if (period === 'month') return zonedInstant(zone, p.year, p.month, 1);
  if (period === 'day') return zonedInstant(zone, p.year, p.month, p.day);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay(); // 0 = Sunday
  return zonedInstant(zone, p.year, p.month, p.day - ((weekday + 6) % 7));
}

/** `months` calendar months after `at` at the same local time (the 31st clamps to the month's end). */
export function addLocalMonths(at: Date, months: number, zone: string): Date {
  const p = localParts(at, zone);
  const lastDay = new Date(Date.UTC(p.year, p.month - 1 + months + 1, 0)).getUTCDate();
  const time = ((p.hour * 60 + p.minute) * 60 + p.second) * 1000;
  return zonedInstant(zone, p.year, p.month + months, Math.min(p.day, lastDay), time);
}

/** The local calendar day of an instant as "MM/DD/YYYY". */
export function localDay(at: Date, zone: string): string {
  const p = localParts(at, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(p.month)}/${two(p.day)}/${p.year}`;
}

/**
 * "2 Dec 2026 18:30 IST": what a player reads in a sentence, the month as a word (12/02 reads as
 * 2 December or 12 February) and the zone's short name, as the client writes it.
 */
export function localDateTimeText(at: Date, zone: string): string {
  return playerDateTimeZoned(at, 'en', zone);
}
