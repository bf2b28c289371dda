/** Session reminders (reality checks): when one is due, from the login and the last answer. */
import type { Queryable } from '../../db/types';
import { readSettings } from './settings-store';

export const REALITY_CHECK_CHOICES = [0, 15, 30, 60] as const;

export const REALITY_CHECK_WAITING =
  'Your session reminder is waiting for an answer: choose Continue or Log out before you bet.';

/** When the next reminder is due: an interval after the later of login and the last answer. */
export function realityCheckDueAt(
  loginAt: Date,
  answeredAt: Date | null,
  minutes: number,
): Date | null {
  if (minutes <= 0) return null;
  const anchor = answeredAt && answeredAt > loginAt ? answeredAt : loginAt;
  return new Date(anchor.getTime() + minutes * 60_000);
}

export interface RealityCheckState {
  minutes: number;
  loginAt: Date;
  dueAt: Date | null;
  due: boolean;
}

/** The reminder state of one of the player's sessions at `now` (`interval` read when not given). */
export async function readRealityCheck(
  db: Queryable,
  userId: number,
  sessionId: string,
  now: Date,
  interval?: number,
): Promise<RealityCheckState> {
  const rows = await db.query<{ created_at: Date; answered_at: Date | null }>(
    `SELECT s.created_at, r.answered_at FROM sessions s
       LEFT JOIN safer_reality_checks r ON r.session_id = s.session_id
      WHERE s.session_id = $1 AND s.user_id = $2`,
    [sessionId, userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`Session of user ${userId} not found`);
  const minutes = interval ?? (await readSettings(db, userId)).realityCheckMinutes;
  const dueAt = realityCheckDueAt(row.created_at, row.answered_at, minutes);
  return { minutes, loginAt: row.created_at, dueAt, due: dueAt !== null && now >= dueAt };
}

export async function saveAnswer(
  tx: Queryable,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO safer_reality_checks (session_id, user_id, answered_at) VALUES ($1, $2, $3)
     ON CONFLICT (session_id) DO UPDATE SET answered_at = EXCLUDED.answered_at`,
    [sessionId, userId, now],
  );
}
