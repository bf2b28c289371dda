import type { Db } from '../../src/db/types';
import { perFile } from '../support/per-file';
import { spawnApi, type ApiProcess } from './api-process';
import { processStorage, type ProcessStorage } from './process-storage';

export interface ApiProcessFixture {
  /** The file's storage (made in beforeAll). */
  store: () => ProcessStorage;
  /** Spawns an API process on that storage (with `env`); the last one is killed after the file's tests. */
  start: (env?: Record<string, string>) => Promise<ApiProcess>;
}

/**
 * Registers a test file's storage (beforeAll) and its clean-up (afterAll): the last API process
 * started is killed, if it still runs, and the storage removed.
 */
export function apiProcessFixture(): ApiProcessFixture {
  let store: ProcessStorage | null = null;
  let last: ApiProcess | null = null;
  beforeAll(async () => {
    store = await processStorage();
  });
  afterAll(async () => {
    await last?.kill();
    await store?.remove();
  });
  const storeOf = (): ProcessStorage => {
    if (!store) throw new Error('the storage is made in beforeAll');
    return store;
  };
  return {
    store: storeOf,
    start: async (env = {}) => (last = await spawnApi(storeOf().storage, env)),
  };
}

export interface WorkersTestApi extends ApiProcess {
  /** A connection to the workers' database. */
  db: Db;
  /** Stops the workers (SIGTERM), closes db and removes the storage. */
  close(): Promise<void>;
}

/** API_WORKERS=2 with `env` on the file's own storage, from its first test to its last. */
export const workersFixture = (env: Record<string, string>): WorkersTestApi =>
  perFile(async () => {
    const store = await processStorage();
    const api = await spawnApi(store.storage, { ...env, API_WORKERS: '2' });
    const db = await store.open();
    return {
      ...api,
      db,
      async close() {
        await api.stop();
        await db.close();
        await store.remove();
      },
    };
  });
