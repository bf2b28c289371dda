import dayjs from 'dayjs';
import { isReportDate } from 'shared-ui/report';

/** Dates in requests and inputs: MM/DD/YYYY (SPEC.md section 5). */
export const REPORT_DATE_FORMAT = 'MM/DD/YYYY';

export interface DateFilter {
  from: string;
  to: string;
}

/** The last `days` days up to today, e.g. profit-loss and live bets use 15 (SPEC.md section 9). */
export function lastDays(days: number, now: Date = new Date()): DateFilter {
  return {
    from: dayjs(now).subtract(days, 'day').format(REPORT_DATE_FORMAT),
    to: dayjs(now).format(REPORT_DATE_FORMAT),
  };
}

/** Commission starts with empty dates (all time). */
export function emptyDates(): DateFilter {
  return { from: '', to: '' };
}

/** A sentence for the player when the dates cannot be sent, or null. */
export function dateProblem({ from, to }: DateFilter): string | null {
  if (!isReportDate(from) || !isReportDate(to)) return 'Enter dates as MM/DD/YYYY.';
  if (from && to && sortable(from) > sortable(to))
    return 'The From date must not be after the To date.';
  return null;
}

/** "MM/DD/YYYY" -> "YYYYMMDD" so dates compare as strings. */
function sortable(mdy: string): string {
  return `${mdy.slice(6, 10)}${mdy.slice(0, 2)}${mdy.slice(3, 5)}`;
}
