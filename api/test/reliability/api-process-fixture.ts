import { spawnApi, type ApiProcess } from './api-process';
import { processStorage, type ProcessStorage } from './process-storage';

export interface ApiProcessFixture {
  /** The file's storage (made in beforeAll). */
  store: () => ProcessStorage;
  /** Spawns an API process on that storage; the last one is killed after the file's tests. */
  start: () => Promise<ApiProcess>;
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
    start: async () => (last = await spawnApi(storeOf().storage)),
  };
}
