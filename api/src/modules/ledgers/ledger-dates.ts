/** Ledger dates are UTC: a casino day is a UTC calendar day (docs/casino.md). */

const pad = (n: number): string => String(n).padStart(2, '0');

/** "MM/DD/YYYY" (SPEC.md date format). */
export function formatDay(date: Date): string {
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** "MM/DD/YYYY HH:mm:ss" for bet rows. */
export function formatDateTime(date: Date): string {
  return `${formatDay(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/**
 * Parses "MM/DD/YYYY" to the UTC day [start, end); null for anything else, an impossible date or
 * a year outside 2000-2100 (12/31/9999 would end in year 10000, which PostgreSQL cannot read).
 */
export function parseDay(text: string): { start: Date; end: Date } | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return null;
  const start = new Date(Date.UTC(year, month - 1, day));
  if (
    start.getUTCFullYear() !== year ||
    start.getUTCMonth() !== month - 1 ||
    start.getUTCDate() !== day
  )
    return null;
  return { start, end: new Date(start.getTime() + 86_400_000) };
}
