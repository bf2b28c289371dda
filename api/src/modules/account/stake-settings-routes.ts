import type { FastifyInstance } from 'fastify';
import {
  SaveOneClickRequestSchema,
  SaveStakeSettingsRequestSchema,
  type StakeSettings,
} from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import { registerPlayerPost } from '../../http/player-route';
import type { Queryable } from '../../db/types';
import { ok } from '../../http/reply';
import { formatCents } from 'shared-maths/money';
import type { ModuleDeps } from '../types';
import { parseQuickStakes, parseStakeAmount } from './stake-rules';

interface StakeRow {
  quick_stakes: unknown;
  min_stake: number;
  max_stake: number;
  one_click_on: boolean;
  one_click_stake: number | null;
}

function toData(row: StakeRow): StakeSettings {
  const stakes = Array.isArray(row.quick_stakes)
    ? row.quick_stakes.filter(Number.isSafeInteger)
    : [];
  const quick = stakes as number[];
  return {
    quickStakes: quick.map(formatCents),
    minStake: formatCents(row.min_stake),
    maxStake: formatCents(row.max_stake),
    oneClick: row.one_click_on,
    oneClickStake: formatCents(row.one_click_stake ?? quick[0] ?? row.min_stake),
  };
}

async function readStakeRow(db: Queryable, userId: number, lock = false): Promise<StakeRow> {
  const rows = await db.query<StakeRow>(
    `SELECT quick_stakes, min_stake, max_stake, one_click_on, one_click_stake
       FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
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

  registerPlayerPost(
    app,
    '/User/SaveStakeSettings',
    SaveStakeSettingsRequestSchema,
    async (body, user) => {
      const userId = user.id;
      const saved = await db.transaction(async (tx) => {
        const row = await readStakeRow(tx, userId, true);
        const cents = parseQuickStakes(body.QuickStakes, row.min_stake, row.max_stake);
        await tx.query('UPDATE users SET quick_stakes = $2::jsonb WHERE id = $1', [
          userId,
          JSON.stringify(cents),
        ]);
        return toData({ ...row, quick_stakes: cents });
      });
      return ok(saved, 'Quick stakes saved');
    },
  );
  registerPlayerPost(app, '/User/SaveOneClick', SaveOneClickRequestSchema, async (body, user) => {
    const userId = user.id;
    const { Enabled, Stake } = body;
    const saved = await db.transaction(async (tx) => {
      const row = await readStakeRow(tx, userId, true);
      const stake = parseStakeAmount(Stake, 'Stake', row.min_stake, row.max_stake);
      await tx.query('UPDATE users SET one_click_on = $2, one_click_stake = $3 WHERE id = $1', [
        userId,
        Enabled,
        stake,
      ]);
      return toData({ ...row, one_click_on: Enabled, one_click_stake: stake });
    });
    return ok(saved, Enabled ? 'One-click betting is on' : 'One-click betting is off');
  });
}
