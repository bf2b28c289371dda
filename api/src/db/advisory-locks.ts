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
} as const;
