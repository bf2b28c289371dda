import type { ReportsKey } from '../../i18n/texts';
import { daySortKey, formatDay, parseDay } from 'shared-maths/calendar-day';
import { fromUtcText, playerDay, playerDayTime, playerZone } from 'shared-maths/player-time';
import { isReportDate } from 'shared-ui/report';

export interface DateFilter {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/**
 * The last `days` of the player's days up to their today, e.g. profit-loss and live bets use 15
 * (docs/reports.md).
 */
export function lastDays(days: number, now: Date = new Date(), zone = playerZone()): DateFilter {
  return {
    from: playerDay(new Date(now.getTime() - days * DAY_MS), zone),
    to: playerDay(now, zone),
  };
}

/**
 * The UTC days to ask the API for so that every instant of the player's days [from, to] is in
 * the reply: one more on each side (a zone is at most 14 hours from UTC). Open ends stay open.
 */
export function utcDaysAround({ from, to }: DateFilter): DateFilter {
  const first = parseDay(from)?.start;
  const last = parseDay(to)?.end;
  return {
    from: first ? formatDay(new Date(first.getTime() - DAY_MS)) : from,
    to: last ? formatDay(last) : to,
  };
}

/**
 * Where an API time ("MM/DD/YYYY HH:mm:ss" UTC) falls against the player's days [from, to], and
 * the time in the player's zone; text that is not a time is kept as it is.
 */
export function playerPlace(
  utcText: string,
  { from, to }: DateFilter,
  zone = playerZone(),
): { text: string; place: 'before' | 'in' | 'after' } {
  const at = fromUtcText(utcText);
  if (!at) return { text: utcText, place: 'in' };
  const text = playerDayTime(at, zone);
  const day = daySortKey(text.slice(0, 10));
  if (from && day < daySortKey(from)) return { text, place: 'before' };
  return { text, place: to && day > daySortKey(to) ? 'after' : 'in' };
}

/**
 * A bet belongs to the player's calendar day (docs/reports.md, Days): the rows of the wider UTC
 * reply with their time shown in the player's zone, kept when that day is within the filter.
 */
export function inPlayerDays<R>(
  rows: readonly R[],
  f: DateFilter,
  time: (row: R) => string,
  withTime: (row: R, text: string) => R,
  zone = playerZone(),
): R[] {
  return rows.flatMap((row) => {
    const { text, place } = playerPlace(time(row), f, zone);
    return place === 'in' ? [withTime(row, text)] : [];
  });
}

/** Commission starts with empty dates (all time). */
export function emptyDates(): DateFilter {
  return { from: '', to: '' };
}

/** The problem's text key when the dates cannot be sent, or null. */
export function dateProblem({ from, to }: DateFilter): ReportsKey | null {
  if (!isReportDate(from) || !isReportDate(to)) return 'dates.format';
  if (from && to && daySortKey(from) > daySortKey(to)) return 'dates.order';
  return null;
}
