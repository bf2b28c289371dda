import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BalanceRequestSchema, type Balance as BalanceData } from 'shared-api-types';
import { bearerToken, currentUser, requireUser, unauthorized } from '../../auth/require-user';
import { registerPlayerPost } from '../../http/player-route';
import { findSessionBalance, revokeSession } from '../../auth/sessions';
import { ok, refuse } from '../../http/reply';
import { balanceData } from '../../money/balances';
import type { ModuleDeps } from '../types';

const polledFigures = new WeakMap<FastifyRequest, BalanceData>();

/**
 * requireUser for GetBalance, every logged-in player's poll (every 5 s): the session check and
 * the figures in one query instead of two (on PGlite the query count is the API's capacity).
 */
async function requireUserAndFigures(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  const found = token ? await findSessionBalance(request.server.db, token) : null;
  if (!found) return unauthorized(reply);
  request.user = found.user;
  polledFigures.set(request, balanceData(found.balance, found.exposure));
}

export async function registerUserRoutes(
  app: FastifyInstance,
  { db, live }: ModuleDeps,
): Promise<void> {
  app.get('/User/Logout', { onRequest: requireUser }, async (request) => {
    const { sessionId } = currentUser(request);
    await revokeSession(db, sessionId);
    live.publish('sessions', { ended: [sessionId] });
    return ok(null, 'Logged out');
  });

  registerPlayerPost(
    app,
    '/User/GetBalance',
    BalanceRequestSchema,
    async (body, user, request) => {
      if (body.sessionId !== user.sessionId)
        return refuse('Session is no longer valid', 'SESSION_INVALID');
      const figures = polledFigures.get(request);
      if (!figures) throw new Error('GetBalance without requireUserAndFigures');
      return ok(figures);
    },
    requireUserAndFigures,
  );
}
