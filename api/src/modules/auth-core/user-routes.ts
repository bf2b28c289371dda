import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../auth/require-user';
import { revokeSession } from '../../auth/sessions';
import type { Queryable } from '../../db/types';
import { ok, refuse } from '../../http/reply';
import { formatCents } from '../../money';
import type { ModuleDeps } from '../types';

export interface BalanceData {
  balance: string;
  exposure: string;
  available: string;
}

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
  return {
    balance: formatCents(cents.balance),
    exposure: formatCents(cents.exposure),
    available: formatCents(cents.available),
  };
}

const balanceSchema = {
  body: {
    type: 'object',
    required: ['sessionId'],
    properties: { sessionId: { type: 'string', maxLength: 100 } },
  },
} as const;

export async function registerUserRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  app.get('/User/Logout', { onRequest: requireUser }, async (request) => {
    await revokeSession(db, currentUser(request).sessionId);
    return ok(null, 'Logged out');
  });

  app.post<{ Body: { sessionId: string } }>(
    '/User/GetBalance',
    { onRequest: requireUser, schema: balanceSchema },
    async (request) => {
      const user = currentUser(request);
      if (request.body.sessionId !== user.sessionId) return refuse('Session is no longer valid');
      return ok(await readBalanceData(db, user.id));
    },
  );
}
