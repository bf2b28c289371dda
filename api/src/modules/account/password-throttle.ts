import type { Db } from '../../db/types';
import { claimAttempt, MAX_FAILURES_PER_USER, type AttemptClaim } from '../auth-core/throttle';

/**
 * Wrong current passwords on /User/ChangePassword are throttled like login: 5 in 15 minutes lock
 * password changes for that player until the oldest of them leaves the window. They use their own
 * key in login_failures, so a guessing session cannot lock the real player out of logging in.
 * The check is claimed before the password is verified (see claimAttempt).
 */
export function claimPasswordCheck(db: Db, userId: number): Promise<AttemptClaim> {
  return claimAttempt(db, [{ key: `password-change:${userId}`, limit: MAX_FAILURES_PER_USER }]);
}

export function lockedPasswordChangeMessage(minutes: number): string {
  return `Too many wrong current passwords. Try again in ${minutes} minutes.`;
}

export const BUSY_PASSWORD_CHANGE_MESSAGE =
  'Too many password changes at once. Try again in a moment.';
