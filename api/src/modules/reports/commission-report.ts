import type { CommissionRow } from 'shared-api-types';
import type { Queryable } from '../../db/types';
import { daySortKey } from 'shared-maths/calendar-day';
import { formatCents } from 'shared-maths/money';
import { localDay } from '../safer-gambling/zoned-time';
import { rangeInZone, rangeParams, rangeSql, type DateRange } from './report-filters';

interface CommissionSource {
  settled_at: Date;
  kind: 'm' | 's' | 'c';
  commission: number;
}

/**
 * Commission per day of settlement in `zone` (the player's, or UTC; the range's days too): M.Comm (odds/book/toss), S.Comm (session), C.Comm
 * (casino), T.Comm their sum. Only days with commission appear; newest day first.
 */
export async function commissionReport(
  db: Queryable,
  userId: number,
  name: string,
  range: DateRange,
  zone = 'UTC',
): Promise<CommissionRow[]> {
  const rows = await db.query<CommissionSource>(
    `SELECT settled_at, CASE WHEN market_type = 'session' THEN 's' ELSE 'm' END AS kind, commission
       FROM sports_bets
      WHERE user_id = $1 AND status = 'settled' AND commission <> 0 AND ${rangeSql('settled_at', 2, 3)}
     UNION ALL
     SELECT settled_at, 'c' AS kind, commission
       FROM casino_bets
      WHERE user_id = $1 AND status = 'settled' AND commission <> 0 AND ${rangeSql('settled_at', 2, 3)}`,
    [userId, ...rangeParams(rangeInZone(range, zone))],
  );
  const days = new Map<string, { m: number; s: number; c: number }>();
  for (const row of rows) {
    const day = localDay(new Date(row.settled_at), zone);
    const sums = days.get(day) ?? { m: 0, s: 0, c: 0 };
    sums[row.kind] += row.commission;
    days.set(day, sums);
  }
  return [...days.entries()]
    .sort(([a], [b]) => daySortKey(b).localeCompare(daySortKey(a)))
    .map(([date, s]) => ({
      date,
      mComm: formatCents(s.m),
      sComm: formatCents(s.s),
      cComm: formatCents(s.c),
      tComm: formatCents(s.m + s.s + s.c),
      name,
    }));
}
