import { badRequest } from '../../http/reply';

/** A half-open time range [from, to) in the server's local days; null = unbounded. */
export interface DateRange {
  from: Date | null;
  to: Date | null;
}

const MMDDYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** "MM/DD/YYYY" -> local midnight of that day; '' -> null; anything else (or no such day) throws 400. */
export function parseReportDate(value: unknown, field: string): Date | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string')
    throw badRequest(`${field} must be a date in the format MM/DD/YYYY`);
  const match = MMDDYYYY.exec(value.trim());
  if (!match) throw badRequest(`${field} must be a date in the format MM/DD/YYYY`);
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(year, month - 1, day);
  if (year < 2000 || year > 2100 || date.getMonth() !== month - 1 || date.getDate() !== day) {
    throw badRequest(`${field} is not a real date: ${value}`);
  }
  return date;
}

/** FromDate and ToDate, both inclusive local days; empty strings leave that end open. */
export function parseDateRange(fromDate: unknown, toDate: unknown): DateRange {
  const from = parseReportDate(fromDate, 'FromDate');
  const toDay = parseReportDate(toDate, 'ToDate');
  if (from && toDay && from.getTime() > toDay.getTime())
    throw badRequest('FromDate must not be after ToDate');
  const to = toDay ? new Date(toDay.getFullYear(), toDay.getMonth(), toDay.getDate() + 1) : null;
  return { from, to };
}

/** SQL parameters for `($n::timestamptz IS NULL OR col >= $n) AND ($m::timestamptz IS NULL OR col < $m)`. */
export function rangeParams(range: DateRange): [string | null, string | null] {
  return [range.from?.toISOString() ?? null, range.to?.toISOString() ?? null];
}

export function rangeSql(column: string, fromParam: number, toParam: number): string {
  return `($${fromParam}::timestamptz IS NULL OR ${column} >= $${fromParam}::timestamptz)
      AND ($${toParam}::timestamptz IS NULL OR ${column} < $${toParam}::timestamptz)`;
}

/** Bet status filter of SPEC.md section 4: 0 open, 1 settled. Accepts 0/1 or "0"/"1". */
export function parseStatus(value: unknown): 0 | 1 {
  if (value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  throw badRequest('Status must be 0 (open) or 1 (settled)');
}

/** Accepts a whole number or its string form from the allowed set. */
export function parseChoice<T extends number>(
  value: unknown,
  field: string,
  allowed: readonly T[],
): T {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  const found = allowed.find((a) => a === n);
  if (found === undefined) throw badRequest(`${field} must be one of ${allowed.join(', ')}`);
  return found;
}

/** Local calendar day of a timestamp as MM/DD/YYYY (the server's local day). */
export function localDay(at: Date): string {
  const mm = String(at.getMonth() + 1).padStart(2, '0');
  const dd = String(at.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${at.getFullYear()}`;
}

/** Local date and time "MM/DD/YYYY HH:mm:ss". */
export function localDateTime(at: Date): string {
  const hh = String(at.getHours()).padStart(2, '0');
  const mi = String(at.getMinutes()).padStart(2, '0');
  const ss = String(at.getSeconds()).padStart(2, '0');
  return `${localDay(at)} ${hh}:${mi}:${ss}`;
}

/** Sorts "MM/DD/YYYY" keys chronologically. */
export function dayKeyOrder(day: string): string {
  const [mm = '', dd = '', yyyy = ''] = day.split('/');
  return `${yyyy}${mm}${dd}`;
}
