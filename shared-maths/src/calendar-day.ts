/**
 * Dates on the wire and on screen are MM/DD/YYYY (and "MM/DD/YYYY HH:mm:ss"), always in UTC:
 * the exchange's day is the UTC calendar day wherever the API or the browser runs
 * (docs/api.md, Dates).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DAY_MS } from './day-text';

dayjs.extend(utc);

export { parseDay } from './day-text';

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

/** The UTC day `days` days before `at`, as "MM/DD/YYYY". */
export function dayBefore(at: Date, days: number): string {
  return formatDay(new Date(at.getTime() - days * DAY_MS));
}

/** "MM/DD/YYYY[ HH:mm:ss]" -> "YYYYMMDD[ HH:mm:ss]", which sorts as text in time order. */
export function daySortKey(text: string): string {
  return `${text.slice(6, 10)}${text.slice(0, 2)}${text.slice(3, 5)}${text.slice(10)}`;
}
