import type { Queryable } from '../../db/types';

export const FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export function userKey(username: string): string {
  return `user:${username.toLowerCase()}`;
}

export function addressKey(ip: string): string {
  return `ip:${ip}`;
}

/**
 * Minutes until this key may try again, or null if it is not locked. Locked when `limit` or more
 * failures lie in the window; it opens when the limit-th newest failure leaves the window.
 */
export async function lockedMinutes(db: Queryable, key: string, limit: number): Promise<number | null> {
  const rows = await db.query<{ minutes: number }>(
    `SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (at + make_interval(mins => $2::int) - now())) / 60))::int AS minutes
       FROM login_failures
      WHERE key = $1 AND at > now() - make_interval(mins => $2::int)
      ORDER BY at DESC
      OFFSET $3 LIMIT 1`,
    [key, FAILURE_WINDOW_MINUTES, limit - 1],
  );
  return rows[0]?.minutes ?? null;
}

/** The refusal sentence if the username or the client address is locked, else null. */
export async function throttleMessage(
  db: Queryable,
  username: string,
  ip: string,
): Promise<string | null> {
  const byUser = await lockedMinutes(db, userKey(username), MAX_FAILURES_PER_USER);
  const byAddress = await lockedMinutes(db, addressKey(ip), MAX_FAILURES_PER_ADDRESS);
  const minutes = Math.max(byUser ?? 0, byAddress ?? 0);
  if (minutes === 0) return null;
  return `Too many failed attempts. Try again in ${minutes} minutes.`;
}

/** Records one failure for both keys and prunes rows older than a day. */
export async function recordFailure(db: Queryable, username: string, ip: string): Promise<void> {
  await db.query('INSERT INTO login_failures (key) VALUES ($1), ($2)', [
    userKey(username),
    addressKey(ip),
  ]);
  await db.query(`DELETE FROM login_failures WHERE at < now() - interval '1 day'`);
}
