import type { Config } from '../config';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';
import type { Db } from './types';

/** DATABASE_URL set: PostgreSQL; otherwise PGlite in DATA_DIR. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPgDb(config.databaseUrl) : openPgliteDb(config.dataDir);
}
