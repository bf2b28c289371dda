/** Time-outs and self-exclusions (pure): their periods, end times and sentences. */
import { addLocalMonths, localDateTimeText } from './zoned-time';

export type BreakKind = 'TimeOut' | 'SelfExclusion';

const HOUR = 3_600_000;

/** Each period a kind offers: a fixed length in hours, or calendar months in the player's zone. */
export const BREAK_PERIODS: Record<
  BreakKind,
  Record<string, { hours?: number; months?: number }>
> = {
  TimeOut: {
    '24h': { hours: 24 },
    '7d': { hours: 7 * 24 },
    '30d': { hours: 30 * 24 },
    '6w': { hours: 42 * 24 },
  },
  SelfExclusion: { '6m': { months: 6 }, '1y': { months: 12 }, '5y': { months: 60 } },
};

export const BREAK_WORD: Record<BreakKind, string> = {
  TimeOut: 'time-out',
  SelfExclusion: 'self-exclusion',
};

/** When a break of `period` taken at `now` ends; null for a period the kind does not offer. */
export function breakEnd(kind: BreakKind, period: string, now: Date, zone: string): Date | null {
  const length = BREAK_PERIODS[kind][period];
  if (!length) return null;
  if (length.hours !== undefined) return new Date(now.getTime() + length.hours * HOUR);
  return addLocalMonths(now, length.months ?? 0, zone);
}

/** The account's breaks, in SQL: a product break (SportsBreak, CasinoBreak) leaves the login open. */
export const ACCOUNT_BREAK = "kind IN ('TimeOut', 'SelfExclusion')";

/** "Your time-out ends on 12/02/2026 18:30 (Asia/Kolkata)". */
export function breakEndsSentence(kind: BreakKind, endsAt: Date, zone: string): string {
  return `Your ${BREAK_WORD[kind]} ends on ${localDateTimeText(endsAt, zone)}`;
}
