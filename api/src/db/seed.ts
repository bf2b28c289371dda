import { hashPassword } from '../auth/passwords';
import { seedReportHistory } from '../modules/reports/seed-history';
import type { Db, Queryable } from './types';

export interface SeedPlayer {
  username: string;
  password: string;
  name: string;
  /** Opening balance in cents. */
  balance: number;
}

export const SEED_PLAYERS: readonly SeedPlayer[] = [
  { username: 'demo', password: 'demo1234', name: 'Demo Player', balance: 10_000_000 },
  { username: 'demo2', password: 'demo1234', name: 'Second Demo', balance: 2_500_000 },
];

/** Writes the opening-balance ledger row; the user's balance must already equal `balance`. */
export async function writeOpeningBalance(
  tx: Queryable,
  userId: number,
  balance: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO ledger (user_id, kind, amount, balance_after, description, ref_type, ref_id)
     VALUES ($1, 'deposit', $2, $2, 'Opening balance', 'seed', NULL)`,
    [userId, balance],
  );
}

/** Idempotent: creates the demo players that are missing; existing players are left alone. */
export async function seed(db: Db): Promise<void> {
  for (const player of SEED_PLAYERS) {
    const existing = await db.query('SELECT id FROM users WHERE username = $1', [player.username]);
    if (existing.length > 0) continue;
    const passwordHash = await hashPassword(player.password);
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO users (username, password_hash, name, balance)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (username) DO NOTHING
         RETURNING id`,
        [player.username, passwordHash, player.name, player.balance],
      );
      const created = rows[0];
      if (created) await writeOpeningBalance(tx, created.id, player.balance);
    });
  }
  // Report history for demo players that have no bets yet (idempotent, one transaction).
  await seedReportHistory(db);
}
