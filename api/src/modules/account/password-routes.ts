import type { FastifyInstance } from 'fastify';
import { ChangePasswordRequestSchema, type ChangePasswordData } from 'shared-api-types';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { registerPlayerPost } from '../../http/player-route';
import { ok, refuse } from '../../http/reply';
import type { ModuleDeps } from '../types';
import { passwordChangeProblem } from './password-rules';
import {
  BUSY_PASSWORD_CHANGE_MESSAGE,
  claimPasswordCheck,
  lockedPasswordChangeMessage,
} from './password-throttle';

export const WRONG_OLD_PASSWORD = 'Your current password is not correct.';
export const PASSWORD_CHANGED =
  'Your password has been changed. Other devices have been logged out.';

/** POST /User/ChangePassword: checks the current password, stores the new hash, ends other sessions. */
export async function registerPasswordRoutes(
  app: FastifyInstance,
  { db, live }: ModuleDeps,
): Promise<void> {
  registerPlayerPost(
    app,
    '/User/ChangePassword',
    ChangePasswordRequestSchema,
    async (body, user) => {
      const {
        OldPassword: oldPassword,
        NewPassword: newPassword,
        ConfirmPassword: confirmPassword,
      } = body;
      const claim = await claimPasswordCheck(db, user.id);
      if (claim.kind === 'locked')
        return refuse(lockedPasswordChangeMessage(claim.minutes), 'PASSWORD_LOCKED', {
          minutes: claim.minutes,
        });
      if (claim.kind === 'busy') return refuse(BUSY_PASSWORD_CHANGE_MESSAGE, 'PASSWORD_BUSY');
      const problem = passwordChangeProblem({ oldPassword, newPassword, confirmPassword });
      if (problem) {
        await claim.release();
        return refuse(problem);
      }

      const rows = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [user.id],
      );
      const stored = rows[0]?.password_hash ?? '';
      if (!(await verifyPassword(oldPassword, stored))) {
        await claim.fail();
        return refuse(WRONG_OLD_PASSWORD, 'PASSWORD_WRONG');
      }
      await claim.release();
      const newHash = await hashPassword(newPassword);
      const ended = await db.transaction(async (tx) => {
        // Compare-and-set: a concurrent change with the same old password cannot both win.
        const updated = await tx.query<{ id: number }>(
          'UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3 RETURNING id',
          [user.id, newHash, stored],
        );
        if (updated.length === 0) return null;
        const revoked = await tx.query<{ session_id: string }>(
          `UPDATE sessions SET revoked_at = now()
          WHERE user_id = $1 AND session_id <> $2 AND revoked_at IS NULL
          RETURNING session_id`,
          [user.id, user.sessionId],
        );
        return revoked.map((r) => r.session_id);
      });
      if (ended === null)
        return refuse(
          'Your password was changed meanwhile. Log in again and retry.',
          'PASSWORD_CHANGED_MEANWHILE',
        );
      if (ended.length > 0) live.publish('sessions', { ended });
      const data: ChangePasswordData = { otherSessionsEnded: ended.length };
      return ok(data, PASSWORD_CHANGED);
    },
  );
}
