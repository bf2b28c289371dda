import type { Queryable } from './types';

/**
 * Replies stored under a player's Idempotency-Key: a repeated request gets the first reply and
 * makes nothing new. Store inside the same transaction as the write it answers.
 */
export async function findStoredReply<T>(
  db: Queryable,
  userId: number,
  key: string | null,
): Promise<T | null> {
  if (!key) return null;
  const rows = await db.query<{ response: T }>(
    'SELECT response FROM idempotency WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  return rows[0]?.response ?? null;
}

export async function storeReply(
  tx: Queryable,
  userId: number,
  key: string | null,
  reply: unknown,
): Promise<void> {
  if (!key) return;
  await tx.query('INSERT INTO idempotency (user_id, key, response) VALUES ($1, $2, $3::jsonb)', [
    userId,
    key,
    JSON.stringify(reply),
  ]);
}
