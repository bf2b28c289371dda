import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BalanceRequestSchema, type Balance as BalanceData } from 'shared-api-types';
import { bearerToken, currentUser, requireUser, unauthorized } from '../../auth/require-user';
import { findSessionBalance, revokeSession } from '../../auth/sessions';
import type { Queryable } from '../../db/types';
import { ok, refuse } from '../../http/reply';
import { formatCents } from 'shared-maths/money';
import type { ModuleDeps } from '../types';

export type { BalanceData };

/** Balance, total exposure and available (balance - exposure), all in cents. */
export async function readBalanceCents(
  db: Queryable,
  userId: number,
): Promise<{ balance: number; exposure: number; available: number }> {
  const rows = await db.query<{ balance: number; exposure: number }>(
    `SELECT u.balance,
            COALESCE((SELECT SUM(e.amount) FROM exposures e WHERE e.user_id = u.id), 0)::bigint AS exposure
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`User ${userId} not found`);
  return { balance: row.balance, exposure: row.exposure, available: row.balance - row.exposure };
}

/** The same figures as decimal Coin strings, as every reply shows them. */
export async function readBalanceData(db: Queryable, userId: number): Promise<BalanceData> {
  const cents = await readBalanceCents(db, userId);
  return balanceData(cents.balance, cents.exposure);
}

function balanceData(balance: number, exposure: number): BalanceData {
  return {
    balance: formatCents(balance),
    exposure: formatCents(exposure),
    available: formatCents(balance - exposure),
  };
}

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

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/User/GetBalance',
    { onRequest: requireUserAndFigures, schema: { body: BalanceRequestSchema } },
    async (request) => {
      const user = currentUser(request);
      if (request.body.sessionId !== user.sessionId) return refuse('Session is no longer valid');
      const figures = polledFigures.get(request);
      if (!figures) throw new Error('GetBalance without requireUserAndFigures');
      return ok(figures);
    },
  );
}
