/**
 * The "MM/DD/YYYY" day of the wire read without dayjs: the player's times (player-time.ts) need
 * only this, and a page that shows times does not wait for dayjs (docs/performance.md).
 */
export const DAY_MS = 86_400_000;
const MMDDYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

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
