import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPgDb } from '../../src/db/pg-db';
import { openPgliteDb } from '../../src/db/pglite-db';
import type { Db } from '../../src/db/types';

/**
 * Tests run on in-memory PGlite, or, with TEST_DATABASE_URL (a PostgreSQL server the tests may
 * create databases on), each on a fresh database of their own that is dropped on close.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL! });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new empty PostgreSQL database: its URL and a function that drops it. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(),
  };
}

/** An empty database for one test file: PGlite in memory, or a fresh PostgreSQL database. */
export async function openTestDb(): Promise<Db> {
  if (!TEST_DATABASE_URL) return openPgliteDb(':memory:');
  const created = await createPgDatabase();
  const db = await openPgDb(created.url);
  return {
    ...db,
    async close() {
      await db.close();
      await created.drop();
    },
  };
}
