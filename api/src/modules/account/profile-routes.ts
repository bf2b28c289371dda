import type { FastifyInstance } from 'fastify';
import type { ProfileData } from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import { ok } from '../../http/reply';
import { formatCents } from 'shared-maths/money';
import { readBalanceData } from '../../money/balances';
import type { ModuleDeps } from '../types';

interface ProfileRow {
  name: string;
  username: string;
  user_type: string;
  match_comm_bp: number;
  session_comm_bp: number;
  casino_comm_bp: number;
  min_stake: number;
  max_stake: number;
  language: string | null;
}

export async function registerProfileRoutes(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<void> {
  app.post('/User/GetProfile', { onRequest: requireUser }, async (request) => {
    const userId = currentUser(request).id;
    const rows = await db.query<ProfileRow>(
      `SELECT name, username, user_type, match_comm_bp, session_comm_bp, casino_comm_bp, min_stake, max_stake, language
         FROM users WHERE id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) throw new Error(`User ${userId} not found`);
    // Basis points / 100 = percent: formatCents(200) = "2.00".
    const data: ProfileData = {
      name: row.name,
      userName: row.username,
      userType: row.user_type,
      matchCommission: formatCents(row.match_comm_bp),
      sessionCommission: formatCents(row.session_comm_bp),
      casinoCommission: formatCents(row.casino_comm_bp),
      minStake: formatCents(row.min_stake),
      maxStake: formatCents(row.max_stake),
      language: row.language,
      ...(await readBalanceData(db, userId)),
    };
    return ok(data);
  });
}
