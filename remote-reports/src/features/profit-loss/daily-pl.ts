import { daySortKey } from 'shared-maths/calendar-day';
import { tryParseCents } from 'shared-maths/money';
import type { ProfitLossRow } from './api/get-user-profit-loss';

export interface DayPl {
  /** MM/DD/YYYY */
  day: string;
  /** Net of the day (P/L minus commission) in cents. */
  cents: number;
}

/** Net P/L per day, oldest first (rows carry "MM/DD/YYYY HH:mm:ss"). */
export function dailyPl(rows: readonly ProfitLossRow[]): DayPl[] {
  const days = new Map<string, number>();
  for (const r of rows) {
    const day = r.date.slice(0, 10);
    days.set(
      day,
      (days.get(day) ?? 0) +
        (tryParseCents(r.profitLoss) ?? 0) -
        (tryParseCents(r.commission) ?? 0),
    );
  }
  return [...days.entries()]
    .map(([day, cents]) => ({ day, cents }))
    .sort((a, b) => daySortKey(a.day).localeCompare(daySortKey(b.day)));
}
