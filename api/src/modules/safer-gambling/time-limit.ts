/**
 * The daily time limit (issue 44): the most time a player is logged in per local day. Time counts
 * as in the activity (sessions from login to logout, revocation or expiry; overlaps once).
 */
import type { Queryable } from '../../db/types';
import { readLimitsInForce } from './limits-store';
import { msLoggedIn } from './logged-in-days';
import { readSettings } from './settings-store';
import { localParts, localDateTimeText, periodStart, zonedInstant } from './zoned-time';

const MINUTE = 60_000;

/** "2 h 05 min", "45 min". */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : `${h} h ${String(m).padStart(2, '0')} min`;
}

export interface TimeUse {
  limitMinutes: number;
  usedMs: number;
  /** The start of the next local day, when logging in opens again. */
  opensAt: Date;
  /** Used up today. */
  reached: boolean;
  /** When a session open from now on reaches the limit (null: never, a 24-hour limit). */
  endsAt: Date | null;
}

/** When a limit of `limitMinutes` is reached logged in from `now` on, `usedMs` used today (pure). */
export function timeLimitEnd(
  limitMinutes: number,
  usedMs: number,
  now: Date,
  nextDay: Date,
  zone: string,
): Date | null {
  const limitMs = limitMinutes * MINUTE;
  const today = new Date(now.getTime() + Math.max(0, limitMs - usedMs));
  if (today < nextDay) return today;
  // Logged in past midnight: a new day's time starts then.
  const p = localParts(nextDay, zone);
  const dayAfter = zonedInstant(zone, p.year, p.month, p.day + 1);
  const tomorrow = new Date(nextDay.getTime() + limitMs);
  return tomorrow < dayAfter ? tomorrow : null;
}

/** The player's use of their time limit today, or null without one. */
export async function readTimeUse(
  db: Queryable,
  userId: number,
  limitMinutes: number | null,
  now: Date,
  zone: string,
): Promise<TimeUse | null> {
  if (limitMinutes === null) return null;
  const dayStart = periodStart('day', now, zone);
  const p = localParts(now, zone);
  const opensAt = zonedInstant(zone, p.year, p.month, p.day + 1);
  const sessions = await db.query<{ start: Date; end: Date }>(
    `SELECT created_at AS start, LEAST(COALESCE(revoked_at, expires_at), expires_at, $3) AS end
       FROM sessions WHERE user_id = $1 AND created_at < $3
        AND COALESCE(revoked_at, expires_at) > $2`,
    [userId, dayStart, now],
  );
  const usedMs = msLoggedIn(
    sessions.map((s) => ({ start: new Date(s.start), end: new Date(s.end) })),
    dayStart,
    now,
  );
  const reached = usedMs >= limitMinutes * MINUTE;
  return {
    limitMinutes,
    usedMs,
    opensAt,
    reached,
    endsAt: reached ? now : timeLimitEnd(limitMinutes, usedMs, now, opensAt, zone),
  };
}

/** The sentence of a login refused at the time limit. */
export function timeLimitLoginSentence(use: TimeUse, zone: string): string {
  return `You have reached your daily time limit of ${minutesText(use.limitMinutes)}. You can log in again from ${localDateTimeText(use.opensAt, zone)}`;
}

/** A session ended at the limit (GetStatus), and a bet at it. */
export const TIME_LIMIT_REACHED =
  'You have reached your daily time limit: you have been logged out';
export const TIME_LIMIT_BET = 'You have reached your daily time limit';

/**
 * Makes the player's live sessions end when the time limit in force is reached (or after their
 * usual length without one), in the caller's transaction with the player's row locked; a session
 * already at the limit is ended now. A session is live by the rules' clock or the database's (the
 * same but in tests), so one the rules' clock saw expire at the limit is ended too. Returns the use and the ids of the sessions ended now.
 */
export async function applyTimeLimit(
  tx: Queryable,
  userId: number,
  now: Date,
  ttlHours: number,
  /** Leave the sessions as they are when there is no time limit (a login). */
  onlyUnderLimit = false,
): Promise<{ use: TimeUse | null; ended: string[] }> {
  const limit = (await readLimitsInForce(tx, userId, now)).time;
  if (limit === null && onlyUnderLimit) return { use: null, ended: [] };
  const { timeZone } = await readSettings(tx, userId);
  const use = await readTimeUse(tx, userId, limit, now, timeZone);
  const endsAt = use?.endsAt ?? null;
  const ended = await tx.query<{ session_id: string; revoked_at: Date | null }>(
    `UPDATE sessions
        SET expires_at = LEAST(created_at + make_interval(hours => $4::int),
                               COALESCE($2::timestamptz, 'infinity')),
            revoked_at = CASE WHEN $2::timestamptz <= $3 THEN $3::timestamptz END
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > LEAST($3, now())
      RETURNING session_id, revoked_at`,
    [userId, endsAt, now, ttlHours],
  );
  return { use, ended: ended.filter((r) => r.revoked_at !== null).map((r) => r.session_id) };
}
