import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { SaveStakeSettingsRequestSchema, type StakeSettings } from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import type { Queryable } from '../../db/types';
import { ok } from '../../http/reply';
import { formatCents } from 'shared-maths/money';
import type { ModuleDeps } from '../types';
import { parseQuickStakes } from './stake-rules';

interface StakeRow {
  quick_stakes: unknown;
  min_stake: number;
  max_stake: number;
}

function toData(row: StakeRow): StakeSettings {
  const stakes = Array.isArray(row.quick_stakes)
    ? row.quick_stakes.filter(Number.isSafeInteger)
    : [];
  return {
    quickStakes: (stakes as number[]).map(formatCents),
    minStake: formatCents(row.min_stake),
    maxStake: formatCents(row.max_stake),
  };
}

async function readStakeRow(db: Queryable, userId: number, lock = false): Promise<StakeRow> {
  const rows = await db.query<StakeRow>(
    `SELECT quick_stakes, min_stake, max_stake FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`User ${userId} not found`);
  return row;
}

export async function registerStakeSettingsRoutes(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<void> {
  app.post('/User/GetStakeSettings', { onRequest: requireUser }, async (request) => {
    return ok(toData(await readStakeRow(db, currentUser(request).id)));
  });

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/User/SaveStakeSettings',
    { onRequest: requireUser, schema: { body: SaveStakeSettingsRequestSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      const saved = await db.transaction(async (tx) => {
        const row = await readStakeRow(tx, userId, true);
        const cents = parseQuickStakes(request.body.QuickStakes, row.min_stake, row.max_stake);
        await tx.query('UPDATE users SET quick_stakes = $2::jsonb WHERE id = $1', [
          userId,
          JSON.stringify(cents),
        ]);
        return toData({ ...row, quick_stakes: cents });
      });
      return ok(saved, 'Quick stakes saved');
    },
  );
}
