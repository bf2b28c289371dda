import type { Queryable } from '../../db/types';
import { lockedMinutes, MAX_FAILURES_PER_USER } from '../auth-core/throttle';

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
  const minutes = await lockedMinutes(db, key(userId), MAX_FAILURES_PER_USER);
  return minutes ? `Too many wrong current passwords. Try again in ${minutes} minutes.` : null;
}

export async function recordPasswordFailure(db: Queryable, userId: number): Promise<void> {
  await db.query('INSERT INTO login_failures (key) VALUES ($1)', [key(userId)]);
}
