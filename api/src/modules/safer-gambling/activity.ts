/**
 * GetActivity: net results per period, time logged in per day, each limit's use, the history,
 * and each local day's activity with the limit changes and breaks since its first day.
 */
import type { SaferActivityData } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import type { Queryable } from '../../db/types';
import { activityDayBounds, readActivityDays } from './activity-days';
import { readLimitUses } from './limit-uses';
import { readHistory } from './limits-store';
import { lastLocalDays, minutesPerDay } from './logged-in-days';
import { readRecord } from './record';
import { readSettings } from './settings-store';

const DAYS = 30;
const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export async function readActivity(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<SaferActivityData> {
  const { timeZone } = await readSettings(db, userId);
  const { net, risk, uses } = await readLimitUses(db, userId, now, timeZone);
  const bounds = lastLocalDays(now, DAYS, timeZone);
  const dayBounds = activityDayBounds(now, timeZone);
  const from = dayBounds[0] ?? now;
  const sessions = await db.query<{ start: Date; end: Date }>(
    `SELECT created_at AS start, LEAST(COALESCE(revoked_at, expires_at), expires_at, $3) AS end
       FROM sessions WHERE user_id = $1 AND created_at < $3
        AND COALESCE(revoked_at, expires_at) > $2`,
    [userId, from, now],
  );
  const record = await readRecord(db, userId);
  const events = record.filter((e) => !e.event.endsWith('_answer') && e.at >= from.toISOString());
  const history = await readHistory(db, userId);
  return {
    timeZone,
    netResult: {
      today: formatCents(net.daily),
      week: formatCents(net.weekly),
      month: formatCents(net.monthly),
    },
    openRisk: formatCents(risk),
    loggedIn: minutesPerDay(sessions, bounds, timeZone),
    limits: uses,
    history: history.map((h) => ({
      kind: h.kind,
      amount:
        h.amount === null ? null : h.kind === 'time' ? String(h.amount) : formatCents(h.amount),
      askedAt: h.asked_at.toISOString(),
      effectiveAt: h.needs_confirm ? iso(h.confirmed_at) : h.effective_at.toISOString(),
      cancelledAt: iso(h.cancelled_at),
    })),
    days: await readActivityDays(db, userId, dayBounds, sessions, timeZone),
    events,
  };
}
