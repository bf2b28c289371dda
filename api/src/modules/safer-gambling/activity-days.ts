/**
 * The activity of each local day (issue 44): stakes and bets placed, the settled result, minutes
 * logged in. The days run from the Monday on or before the 1st of the month two months back to
 * today, so the client's weeks and its three months are whole, in the player's zone.
 */
import type { SaferActivityDay } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import type { Queryable } from '../../db/types';
import { minutesPerDay, type Interval } from './logged-in-days';
import { localParts, periodStart, zonedInstant } from './zoned-time';

const DAY_MS = 86_400_000;

/** The starts of every local day from the window's first to today's, and the end of today. */
export function activityDayBounds(now: Date, zone: string): Date[] {
  const today = localParts(now, zone);
  const monthStart = zonedInstant(zone, today.year, today.month - 2, 1);
  const first = localParts(periodStart('week', monthStart, zone), zone);
  const count =
    (Date.UTC(today.year, today.month - 1, today.day) -
      Date.UTC(first.year, first.month - 1, first.day)) /
      DAY_MS +
    1;
  return Array.from({ length: count + 1 }, (_, i) =>
    zonedInstant(zone, first.year, first.month, first.day + i),
  );
}

/** "2026-12-05": the local calendar day a day's start falls on. */
function isoDay(start: Date, zone: string): string {
  const p = localParts(start, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/**
 * Each day of `bounds` (activityDayBounds): bets placed (sports bets as matched, each part of an
 * order a bet, and casino bets) and their stakes, by when each was placed; the settled result
 * after commission, by when it was booked; minutes logged in (`sessions`).
 */
export async function readActivityDays(
  db: Queryable,
  userId: number,
  bounds: readonly Date[],
  sessions: readonly Interval[],
  zone: string,
): Promise<SaferActivityDay[]> {
  const edges = bounds.map((d) => d.toISOString());
  const range = [userId, edges, bounds[0], bounds[bounds.length - 1]];
  // width_bucket: i for bounds[i-1] <= at < bounds[i] (1-based), one row a day with any
  const bets = await db.query<{ i: number; bets: number; staked: number }>(
    `SELECT width_bucket(b.created_at, $2::timestamptz[])::int AS i, count(*)::int AS bets,
            SUM(b.stake)::bigint AS staked
       FROM (SELECT created_at, stake FROM sports_bets
              WHERE user_id = $1 AND created_at >= $3 AND created_at < $4
             UNION ALL
             SELECT created_at, stake FROM casino_bets
              WHERE user_id = $1 AND created_at >= $3 AND created_at < $4) b
      GROUP BY 1`,
    range,
  );
  const nets = await db.query<{ i: number; net: number }>(
    `SELECT width_bucket(created_at, $2::timestamptz[])::int AS i, SUM(amount)::bigint AS net
       FROM ledger WHERE user_id = $1 AND kind IN ('settlement', 'commission')
        AND created_at >= $3 AND created_at < $4
      GROUP BY 1`,
    range,
  );
  const betsOf = new Map(bets.map((r) => [r.i - 1, r]));
  const netOf = new Map(nets.map((r) => [r.i - 1, Number(r.net)]));
  const minutes = minutesPerDay(sessions, bounds, zone);
  return bounds.slice(0, -1).map((start, i) => ({
    day: isoDay(start, zone),
    bets: betsOf.get(i)?.bets ?? 0,
    staked: formatCents(Number(betsOf.get(i)?.staked ?? 0)),
    net: formatCents(netOf.get(i) ?? 0),
    minutes: minutes[i]?.minutes ?? 0,
  }));
}
