import type { ReportsKey } from '../../i18n/texts';
import { dayBefore, daySortKey, formatDay } from 'shared-maths/calendar-day';
import { isReportDate } from 'shared-ui/report';

export interface DateFilter {
  from: string;
  to: string;
}

/** The last `days` UTC days up to today, e.g. profit-loss and live bets use 15 (docs/reports.md). */
export function lastDays(days: number, now: Date = new Date()): DateFilter {
  return { from: dayBefore(now, days), to: formatDay(now) };
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
