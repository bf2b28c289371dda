import fs from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { nextTurn, TurnQueue } from './turn-queue';
import type { Db, Queryable } from './types';

const toNumber = (value: string): number => Number(value);
/** BIGINT (20) as a JS number: values are cents and stay safe integers. */
const parsers = { [types.INT8]: toNumber };

type Conn = Pick<PGlite, 'query' | 'exec'>;

async function rows<T>(conn: Conn, sql: string, params: readonly unknown[]): Promise<T[]> {
  const result = await conn.query<T>(sql, [...params]);
  return result.rows;
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
  // Statements outside a transaction, and whole transactions, take turns (see TurnQueue).
  const queue = new TurnQueue();
  // Inside a transaction (which holds the queue), yield before each statement all the same.
  const inTransaction = (tx: Conn): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      await nextTurn();
      return rows<T>(tx, sql, params);
    },
    async exec(sql: string): Promise<void> {
      await nextTurn();
      await tx.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      queue.run(() => rows<T>(pg, sql, params)),
    exec: (sql: string) => queue.run(async () => void (await pg.exec(sql))),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
      queue.run(() => pg.transaction((tx) => fn(inTransaction(tx)))),
    close: () => pg.close(),
  };
}
