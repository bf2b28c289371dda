import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { ok, refuseUncoded } from '../../http/reply';

const ageSessionsSchema = {
  body: {
    type: 'object',
    required: ['UserName', 'Minutes'],
    additionalProperties: false,
    properties: {
      UserName: { type: 'string', minLength: 1, maxLength: 64 },
      Minutes: { type: 'integer', minimum: 1, maximum: 1440 },
    },
  },
} as const;

/**
 * POST /__test/SaferGambling/AgeSessions {UserName, Minutes}: the player's live sessions began
 * `Minutes` earlier and no session reminder was answered, so a reminder of that interval or less
 * is due now (e2e: a reminder without waiting an hour).
 */
export async function registerSaferControlRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.post<{ Body: { UserName: string; Minutes: number } }>(
    '/__test/SaferGambling/AgeSessions',
    { schema: ageSessionsSchema },
    async (request) => {
      const { UserName: userName, Minutes: minutes } = request.body;
      const aged = await db.transaction(async (tx) => {
        const users = await tx.query<{ id: number }>(
          'SELECT id FROM users WHERE username = $1 FOR UPDATE',
          [userName],
        );
        const user = users[0];
        if (!user) return null;
        const sessions = await tx.query<{ session_id: string }>(
          `UPDATE sessions SET created_at = created_at - make_interval(mins => $2::int)
            WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
            RETURNING session_id`,
          [user.id, minutes],
        );
        await tx.query('DELETE FROM safer_reality_checks WHERE user_id = $1', [user.id]);
        return sessions.length;
      });
      return aged === null ? refuseUncoded('Unknown user') : ok({ sessions: aged });
    },
  );
}
