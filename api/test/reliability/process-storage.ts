import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgDb } from '../../src/db/pg-db';
import { openPgliteDb } from '../../src/db/pglite-db';
import type { Db } from '../../src/db/types';
import { createPgDatabase, TEST_DATABASE_URL } from '../support/test-db';
import type { ApiStorage } from './api-process';

/** Storage for a spawned API process: a PGlite folder, or (TEST_DATABASE_URL) a PostgreSQL database. */
export interface ProcessStorage {
  kind: 'pglite' | 'pg';
  storage: ApiStorage;
  /** Opens the same data in this process (only while no API process holds a PGlite folder). */
  open: () => Promise<Db>;
  /**
   * Opens the data exactly as it is now without touching it: a copy of the PGlite folder (so
   * the API can still be restarted on the crashed original), or the PostgreSQL database itself.
   */
  inspect: () => Promise<Db>;
  remove: () => Promise<void>;
}

export async function processStorage(): Promise<ProcessStorage> {
  if (TEST_DATABASE_URL) {
    const created = await createPgDatabase();
    return {
      kind: 'pg',
      storage: { databaseUrl: created.url },
      open: () => openPgDb(created.url),
      inspect: () => openPgDb(created.url),
      remove: created.drop,
    };
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-reliability-'));
  const dataDir = path.join(root, 'data');
  let copies = 0;
  return {
    kind: 'pglite',
    storage: { dataDir },
    open: () => openPgliteDb(dataDir),
    inspect: () => {
      const copy = path.join(root, `copy-${(copies += 1)}`);
      fs.cpSync(dataDir, copy, { recursive: true });
      return openPgliteDb(copy);
    },
    remove: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
