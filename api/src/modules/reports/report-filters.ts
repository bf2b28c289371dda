import { parseDay } from 'shared-maths/calendar-day';
import { badInput } from '../../http/reply';
import { isTimeZone, localParts, zonedInstant } from '../safer-gambling/zoned-time';

/** A half-open time range [from, to) of UTC days (docs/api.md, Dates); null = unbounded. */
export interface DateRange {
  from: Date | null;
  to: Date | null;
}

/** "MM/DD/YYYY" -> that UTC day; '' -> null; anything else (or no such day) throws 400. */
function parseReportDay(value: unknown, field: string): { start: Date; end: Date } | null {
  if (value === undefined || value === null || value === '') return null;
  const day = typeof value === 'string' ? parseDay(value) : null;
  if (!day) throw badInput(`${field} must be a real date in the format MM/DD/YYYY`, field);
  return day;
}

/** FromDate and ToDate, both inclusive UTC days; empty strings leave that end open. */
export function parseDateRange(fromDate: unknown, toDate: unknown): DateRange {
  const from = parseReportDay(fromDate, 'FromDate');
  const to = parseReportDay(toDate, 'ToDate');
  if (from && to && from.start.getTime() > to.start.getTime())
    throw badInput('FromDate must not be after ToDate', 'FromDate');
  return { from: from?.start ?? null, to: to?.end ?? null };
}

/** An optional IANA zone from a request: '' or absent is UTC; an unknown name throws 400. */
export function parseTimeZone(value: unknown): string {
  const zone = typeof value === 'string' ? value.trim() : '';
  if (value !== undefined && typeof value !== 'string') throw badInput(ZONE_ERROR, 'TimeZone');
  if (zone === '') return 'UTC';
  if (!isTimeZone(zone)) throw badInput(ZONE_ERROR, 'TimeZone');
  return zone;
}
const ZONE_ERROR = 'TimeZone must be an IANA time zone such as Asia/Kolkata';

/** A range of UTC days moved to the same calendar days in `zone` (from its local midnights). */
export function rangeInZone(range: DateRange, zone: string): DateRange {
  const local = (at: Date | null) => {
    if (!at) return null;
    const p = localParts(at, 'UTC');
    return zonedInstant(zone, p.year, p.month, p.day);
  };
  return { from: local(range.from), to: local(range.to) };
}

/** SQL parameters for `($n::timestamptz IS NULL OR col >= $n) AND ($m::timestamptz IS NULL OR col < $m)`. */
export function rangeParams(range: DateRange): [string | null, string | null] {
  return [range.from?.toISOString() ?? null, range.to?.toISOString() ?? null];
}

export function rangeSql(column: string, fromParam: number, toParam: number): string {
  return `($${fromParam}::timestamptz IS NULL OR ${column} >= $${fromParam}::timestamptz)
      AND ($${toParam}::timestamptz IS NULL OR ${column} < $${toParam}::timestamptz)`;
}

/** Bet status filter: 0 open, 1 settled (docs/reports.md). Accepts 0/1 or "0"/"1". */
export function parseStatus(value: unknown): 0 | 1 {
  if (value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  throw badInput('Status must be 0 (open) or 1 (settled)', 'Status');
}

/** Accepts a whole number or its string form from the allowed set. */
export function parseChoice<T extends number>(
  value: unknown,
  field: string,
  allowed: readonly T[],
): T {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  const found = allowed.find((a) => a === n);
  if (found === undefined) throw badInput(`${field} must be one of ${allowed.join(', ')}`, field);
  return found;
}
