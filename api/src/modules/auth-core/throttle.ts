import type { Db, Queryable } from '../../db/types';

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
 * clock_timestamp(), not now(): a claim may wait for its lock while later transactions record.
 */
export async function lockedMinutes(
  db: Queryable,
  key: string,
  limit: number,
): Promise<number | null> {
  const rows = await db.query<{ minutes: number }>(
    `SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (at + make_interval(mins => $2::int) - clock_timestamp())) / 60))::int AS minutes
       FROM login_failures
      WHERE key = $1 AND at > clock_timestamp() - make_interval(mins => $2::int)
      ORDER BY at DESC
      OFFSET $3 LIMIT 1`,
    [key, FAILURE_WINDOW_MINUTES, limit - 1],
  );
  return rows[0]?.minutes ?? null;
}

export interface ThrottleKey {
  key: string;
  /** Failures in the window that lock the key. */
  limit: number;
}

export interface AttemptClaim {
  /** Minutes until the locked key opens, or null: the password may be checked. */
  lockedMinutes: number | null;
  /** The password was right, or never checked: withdraw the claim, it is no failure. */
  release(): Promise<void>;
}

/** Advisory lock space of the throttle keys (the migrator uses single-key lock 7270001). */
const THROTTLE_LOCKS = 7270002;

/** A 32-bit FNV-1a hash of the key: its advisory lock. */
function lockOf(key: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(key, 'utf8')) h = Math.imul(h ^ byte, 0x01000193);
  return h | 0;
}

/**
 * Claims one password check under every key BEFORE the password is checked: with the keys'
 * advisory locks held (taken in one order, so two claims cannot deadlock), it counts the
 * failures in the window and, if no key is locked, writes the attempt's row, which stays as the
 * failure if the password is wrong. Concurrent attempts are counted one after the other, so at
 * most `limit` of them reach the password check (checking first and recording after let a burst
 * of 200 through).
 */
export async function claimAttempt(db: Db, keys: readonly ThrottleKey[]): Promise<AttemptClaim> {
  const locks = [...new Set(keys.map((k) => lockOf(k.key)))].sort((a, b) => a - b);
  const ids = await db.transaction(async (tx) => {
    for (const lock of locks)
      await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [THROTTLE_LOCKS, lock]);
    let minutes = 0;
    for (const { key, limit } of keys)
      minutes = Math.max(minutes, (await lockedMinutes(tx, key, limit)) ?? 0);
    if (minutes > 0) return minutes;
    const values = keys.map((_, i) => `($${i + 1})`).join(', ');
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO login_failures (key) VALUES ${values} RETURNING id`,
      keys.map((k) => k.key),
    );
    return rows.map((r) => r.id);
  });
  if (typeof ids === 'number') return { lockedMinutes: ids, release: async () => undefined };
  return {
    lockedMinutes: null,
    async release() {
      const list = ids.map((_, i) => `$${i + 1}`).join(', ');
      await db.query(`DELETE FROM login_failures WHERE id IN (${list})`, ids);
    },
  };
}

/** Claims a login attempt for the username and the client address (see claimAttempt). */
export function claimLoginAttempt(db: Db, username: string, ip: string): Promise<AttemptClaim> {
  return claimAttempt(db, [
    { key: userKey(username), limit: MAX_FAILURES_PER_USER },
    { key: addressKey(ip), limit: MAX_FAILURES_PER_ADDRESS },
  ]);
}

export function lockedLoginMessage(minutes: number): string {
  return `Too many failed attempts. Try again in ${minutes} minutes.`;
}

/** Deletes failures older than a day (called after a failure, so the table stays small). */
export async function pruneFailures(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE at < now() - interval '1 day'`);
}
