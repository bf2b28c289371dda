/**
 * Dates on the wire and on screen are MM/DD/YYYY (and "MM/DD/YYYY HH:mm:ss"), always in UTC:
 * the exchange's day is the UTC calendar day wherever the API or the browser runs
 * (docs/api.md, Dates).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const DAY_MS = 86_400_000;
const MMDDYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The UTC day of an instant as "MM/DD/YYYY". */
export function formatDay(at: Date): string {
  return dayjs.utc(at).format('MM/DD/YYYY');
}

/** The UTC time of an instant as "MM/DD/YYYY HH:mm:ss". */
export function formatDateTime(at: Date): string {
  return dayjs.utc(at).format('MM/DD/YYYY HH:mm:ss');
}

/** The UTC time of day of an instant as "HH:mm". */
export function formatTime(at: Date): string {
  return dayjs.utc(at).format('HH:mm');
}

/**
 * "MM/DD/YYYY" -> that UTC day as [start, end); null for anything else, an impossible date or a
 * year outside 2000-2100 (12/31/9999 would end in year 10000, which PostgreSQL cannot read).
 */
export function parseDay(text: string): { start: Date; end: Date } | null {
  const match = MMDDYYYY.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return null;
  const start = new Date(Date.UTC(year, month - 1, day));
  if (start.getUTCMonth() !== month - 1 || start.getUTCDate() !== day) return null;
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The UTC day `days` days before `at`, as "MM/DD/YYYY". */
export function dayBefore(at: Date, days: number): string {
  return formatDay(new Date(at.getTime() - days * DAY_MS));
}

/** "MM/DD/YYYY[ HH:mm:ss]" -> "YYYYMMDD[ HH:mm:ss]", which sorts as text in time order. */
export function daySortKey(text: string): string {
  return `${text.slice(6, 10)}${text.slice(0, 2)}${text.slice(3, 5)}${text.slice(10)}`;
}
