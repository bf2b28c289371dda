/** The operator's calls (docs/api.md, Operator calls): behind OPERATOR_KEY, never a player's token. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SaferRecordRequestSchema, type SaferRecordData } from 'shared-api-types';
import { HttpError, ok, refuseUncoded } from '../../http/reply';
import { readRecord } from './record';
import type { SaferDeps } from './safer-deps';
import { readSettings } from './settings-store';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Throws 403 when the operator's calls are off, 401 without the right X-Operator-Key. */
function requireOperator(key: string | null, request: FastifyRequest): void {
  if (key === null) throw new HttpError(403, 'Operator calls are off: OPERATOR_KEY is not set');
  const given = request.headers['x-operator-key'];
  if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(key)))
    throw new HttpError(401, 'X-Operator-Key is missing or wrong');
}

export async function registerOperatorRoutes(
  app: FastifyInstance,
  { db, config }: SaferDeps,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/Operator/SaferRecord',
    {
      onRequest: async (request) => requireOperator(config.operatorKey, request),
      schema: { body: SaferRecordRequestSchema },
    },
    async (request) => {
      const userName = request.body.UserName.trim();
      const users = await db.query<{ id: number; username: string }>(
        'SELECT id, username FROM users WHERE lower(username) = lower($1)',
        [userName],
      );
      const user = users[0];
      if (!user) return refuseUncoded(`No player is called ${userName}`);
      const data: SaferRecordData = {
        userName: user.username,
        timeZone: (await readSettings(db, user.id)).timeZone,
        events: await readRecord(db, user.id),
      };
      return ok(data);
    },
  );
}
