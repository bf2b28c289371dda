import { hashPassword } from '../../auth/passwords';
import { SEED_PLAYERS } from '../../db/seed';
import type { TestResetHook } from '../types';

const DEFAULT_QUICK_STAKES = [10000, 50000, 100000, 500000, 1000000, 2500000];
const hashes = new Map<string, Promise<string>>();

function seedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** POST /__test/Reset also restores the demo players' seed passwords, quick stakes, one-click off and no language chosen. */
export const resetAccounts: TestResetHook = async (tx, userIds) => {
  const users = await tx.query<{ id: number; username: string }>(
    'SELECT id, username FROM users WHERE id = ANY($1::int[])',
    [userIds],
  );
  for (const user of users) {
    const seed = SEED_PLAYERS.find((p) => p.username === user.username);
    if (!seed) continue;
    await tx.query(
      `UPDATE users SET password_hash = $2, quick_stakes = $3::jsonb, one_click_on = false,
              one_click_stake = NULL, language = NULL WHERE id = $1`,
      [user.id, await seedHash(seed.password), JSON.stringify(DEFAULT_QUICK_STAKES)],
    );
  }
  await tx.query(`DELETE FROM login_failures WHERE key LIKE 'password-change:%'`);
};
