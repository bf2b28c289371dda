import fs from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';

const toNumber = (value: string): number => Number(value);
/** BIGINT (20) as a JS number: values are cents and stay safe integers. */
const parsers = { [types.INT8]: toNumber };

/**
 * PGlite runs a query synchronously and resolves it in microtasks, so a stream of queries (many
 * requests at once) never lets the event loop read sockets or fire timers: yield once per query.
 */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function wrap(conn: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      await yieldToEventLoop();
      const result = await conn.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await yieldToEventLoop();
      await conn.exec(sql);
    },
  };
}

/** Opens PGlite in dataDir (created if missing), or in memory for ':memory:'. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  let pg: PGlite;
  if (dataDir === ':memory:') {
    pg = new PGlite({ parsers });
  } else {
    fs.mkdirSync(dataDir, { recursive: true });
    pg = new PGlite(dataDir, { parsers });
  }
  await pg.waitReady;
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
      pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
