import type { Queryable } from '../../db/types';
import { FAILURE_WINDOW_MINUTES, MAX_FAILURES_PER_USER } from '../auth-core/throttle';

/**
 * Wrong current passwords on /User/ChangePassword are throttled like login: 5 in 15 minutes lock
 * password changes for that player until the oldest of them leaves the window. They use their own
 * key in login_failures, so a guessing session cannot lock the real player out of logging in.
 */
function key(userId: number): string {
  return `password-change:${userId}`;
}

export async function passwordChangeLockMessage(
  db: Queryable,
  userId: number,
): Promise<string | null> {
  const rows = await db.query<{ minutes: number }>(
    `SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (at + make_interval(mins => $2::int) - now())) / 60))::int AS minutes
       FROM login_failures
      WHERE key = $1 AND at > now() - make_interval(mins => $2::int)
      ORDER BY at DESC
      OFFSET $3 LIMIT 1`,
    [key(userId), FAILURE_WINDOW_MINUTES, MAX_FAILURES_PER_USER - 1],
  );
  const minutes = rows[0]?.minutes;
  return minutes ? `Too many wrong current passwords. Try again in ${minutes} minutes.` : null;
}

export async function recordPasswordFailure(db: Queryable, userId: number): Promise<void> {
  await db.query('INSERT INTO login_failures (key) VALUES ($1)', [key(userId)]);
}
