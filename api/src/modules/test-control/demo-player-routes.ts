import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { StringOrNumber } from 'shared-api-types/src/schema-kit';
import { SEED_PLAYERS, writeOpeningBalance } from '../../db/seed';
import type { Db } from '../../db/types';
import { badRequestUncoded, ok, refuseUncoded } from '../../http/reply';
import { formatCents, parseCents } from 'shared-maths/money';
import type { TestResetHook } from '../types';

const SetBalanceBody = Type.Object({
  UserName: Type.String({ minLength: 1, maxLength: 64 }),
  Balance: StringOrNumber(),
});

async function resetDemoPlayers(db: Db, hooks: readonly TestResetHook[]): Promise<void> {
  await db.transaction(async (tx) => {
    const names = SEED_PLAYERS.map((p) => p.username);
    const users = await tx.query<{ id: number; username: string }>(
      'SELECT id, username FROM users WHERE username = ANY($1::text[]) ORDER BY id FOR UPDATE',
      [names],
    );
    const ids = users.map((u) => u.id);
    for (const hook of hooks) await hook(tx, ids);
    for (const table of [
      'sports_orders',
      'sports_bets',
      'casino_bets',
      'exposures',
      'ledger',
      'idempotency',
    ]) {
      await tx.query(`DELETE FROM ${table} WHERE user_id = ANY($1::int[])`, [ids]);
    }
    await tx.query('DELETE FROM login_failures');
    for (const user of users) {
      const seed = SEED_PLAYERS.find((p) => p.username === user.username);
      if (!seed) continue;
      await tx.query('UPDATE users SET balance = $2 WHERE id = $1', [user.id, seed.balance]);
      await writeOpeningBalance(tx, user.id, seed.balance);
    }
  });
}

/**
 * POST /__test/SetBalance and POST /__test/Reset (the demo players back to their seed state;
 * `resets` are the modules' own clean-ups, run first).
 */
export async function registerDemoPlayerRoutes(
  app: FastifyInstance,
  db: Db,
  resets: readonly TestResetHook[],
): Promise<void> {
  app.post<{ Body: Static<typeof SetBalanceBody> }>(
    '/__test/SetBalance',
    { schema: { body: SetBalanceBody } },
    async (request) => {
      const cents = parseCents(request.body.Balance, 'Balance');
      if (cents < 0) throw badRequestUncoded('Balance must not be negative');
      const result = await db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number; balance: number }>(
          'SELECT id, balance FROM users WHERE username = $1 FOR UPDATE',
          [request.body.UserName],
        );
        const user = rows[0];
        if (!user) return null;
        await tx.query('UPDATE users SET balance = $2 WHERE id = $1', [user.id, cents]);
        await tx.query(
          `INSERT INTO ledger (user_id, kind, amount, balance_after, description, ref_type)
           VALUES ($1, 'adjust', $2, $3, 'Balance adjustment', 'test')`,
          [user.id, cents - user.balance, cents],
        );
        return { balance: formatCents(cents) };
      });
      return result ? ok(result) : refuseUncoded('Unknown user');
    },
  );

  app.post('/__test/Reset', async () => {
    await resetDemoPlayers(db, resets);
    return ok(null, 'Reset');
  });
}
