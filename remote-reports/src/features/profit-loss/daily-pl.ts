import { coinsToCents } from 'shared-ui/report';
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
    days.set(day, (days.get(day) ?? 0) + coinsToCents(r.profitLoss) - coinsToCents(r.commission));
  }
  const key = (d: string) => `${d.slice(6, 10)}${d.slice(0, 2)}${d.slice(3, 5)}`;
  return [...days.entries()]
    .map(([day, cents]) => ({ day, cents }))
    .sort((a, b) => key(a.day).localeCompare(key(b.day)));
}
