import pg from 'pg';
import { StatementNames } from './statement-names';
import type { Db, Queryable } from './types';

const INT8_OID = 20;

/** Per-pool type parsers: BIGINT as a JS number (cents are safe integers). */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
    return format === 'binary'
      ? pg.types.getTypeParser(oid, 'binary')
      : pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

function wrap(client: pg.Pool | pg.PoolClient, names: StatementNames): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const name = names.nameOf(sql, params);
      const result = await client.query({ name, text: sql, values: [...params] });
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/** Opens a pg Pool on a real PostgreSQL. */
/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;
const retryable = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  RETRYABLE.has(String((err as { code?: unknown }).code));

export async function openPgDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types: typeParsers, max: 10 });
  let closing = false;
  // Without a listener, an idle connection the server ends (restart, pg_terminate_backend) would
  // crash the process. The pool drops that client and connects a new one on the next query.
  pool.on('error', (err) => {
    if (!closing) console.error(`PostgreSQL: idle connection lost (${err.message})`);
  });
  // Fail fast with a clear error if the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const names = new StatementNames();
  const base = wrap(pool, names);
  return {
    kind: 'pg',
    url: connectionString,
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        // A checked-out client has no listener of the pool's: the server ending its connection
        // between two statements would be an unhandled 'error' event (the process ends). The
        // next statement fails instead, and the client is dropped, not returned to the pool.
        let lost: Error | undefined;
        const onLost = (err: Error) => (lost = err);
        client.on('error', onLost);
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client, names));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          // A deadlock's victim is rolled back whole: run it again (every transaction body
          // starts from what it reads, so a second run is the same write).
          if (!retryable(err) || attempt >= MAX_ATTEMPTS) throw err;
        } finally {
          client.off('error', onLost);
          client.release(lost);
        }
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
