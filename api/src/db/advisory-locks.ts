/**
 * Every PostgreSQL advisory lock number the API takes, one each, so no two uses share one.
 * PGlite takes them too (one process: they never wait).
 */
export const ADVISORY_LOCKS = {
  /** pg_advisory_xact_lock(n): one migrator at a time (several processes start at once). */
  migration: 7270001,
  /** pg_try_advisory_lock(n), session-level on its own connection: the leader (cluster/leadership.ts). */
  leader: 7270002,
  /**
   * pg_advisory_xact_lock(n, hash of the key): the first key of the login throttle's two-key
   * locks, one per throttle key (auth-core/throttle.ts).
   */
  loginThrottle: 7270003,
  /**
   * pg_advisory_xact_lock(n, hash of the market key): one sports market's order book
   * (sports/exchange/book-lock.ts), taken after the market's row and before any player's.
   */
  orderBook: 7270004,
  /**
   * pg_advisory_lock(n, market_owners.live_key), session-level on its own connection: the
   * process that owns markets is alive (cluster/owner-alive.ts).
   */
  ownerAlive: 7270005,
} as const;

/** A 32-bit FNV-1a hash of a key: the second number of a two-number advisory lock. */
export function advisoryKey(key: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(key, 'utf8')) h = Math.imul(h ^ byte, 0x01000193);
  return h | 0;
}
