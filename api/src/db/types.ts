/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. BIGINT comes back as number. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The one database interface used everywhere (PGlite or PostgreSQL). */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** PostgreSQL: its URL, for connections of their own (leader lock, LISTEN). */
  readonly url?: string;
  /**
   * Runs fn inside BEGIN ... COMMIT; any throw rolls back and is rethrown.
   * Lock the rows you change money on with SELECT ... FOR UPDATE inside fn.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Thrown inside a transaction that must run again from its start (a lock it may not wait for, in
 * the lock order, was held): PostgreSQL's serialization_failure code, which Db.transaction retries.
 */
export class RunAgain extends Error {
  readonly code = '40001';
}
