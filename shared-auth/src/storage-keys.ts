/** Every local storage key the client writes (docs/architecture.md); logout clears them all. */
export const STORAGE_KEYS = {
  token: 'token',
  userType: 'userType',
  name: 'name',
  sessionId: 'sessionId',
  sessionOddsData: 'sessionOddsData',
  bookOddsData: 'bookOddsData',
  activeSessionLocal: 'activeSessionLocal',
  /** The last match list /matches showed, painted (marked updating) on the next visit. */
  lastMatchList: 'lastMatchList',
  /** The last markets of the last few match pages, painted (marked updating) on the next visit. */
  lastMatchMarkets: 'lastMatchMarkets',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
