import { STORAGE_KEYS, readStorage, type StorageKey } from 'shared-auth';
import { normaliseMatch, type MatchListItem } from './api/get-dashboard';

/** The stored shape's version: a list stored in another shape is ignored. */
export const LAST_LIST_VERSION = 1;
/** At most this many matches are kept (the simulator's most). */
export const LAST_LIST_MAX_ITEMS = 50;
/** A stored text longer than this (characters) is neither written nor read. */
export const LAST_LIST_MAX_CHARS = 64_000;
/** A save follows the live list at most this often (each write is a synchronous copy). */
export const LAST_LIST_SAVE_MS = 10_000;

/**
 * The key, unless the shared-auth running (the host's, shared) is older than this remote and does
 * not know it: then nothing is kept, since that host's logout would not clear it.
 */
const KEY = (STORAGE_KEYS as Partial<typeof STORAGE_KEYS>).lastMatchList as StorageKey | undefined;

interface StoredList {
  v: number;
  player: string;
  items: MatchListItem[];
}

/** The last list stored for `player`, or null (none, another player's, an old shape, bad JSON). */
export function readLastList(player: string | null): MatchListItem[] | null {
  if (!player || !KEY) return null;
  const text = readStorage(KEY);
  if (!text || text.length > LAST_LIST_MAX_CHARS) return null;
  let stored: Partial<StoredList>;
  try {
    stored = JSON.parse(text) as Partial<StoredList>;
  } catch {
    return null;
  }
  if (stored?.v !== LAST_LIST_VERSION || stored.player !== player) return null;
  if (!Array.isArray(stored.items) || stored.items.length === 0) return null;
  const items = stored.items
    .slice(0, LAST_LIST_MAX_ITEMS)
    .filter((raw): raw is MatchListItem => typeof raw === 'object' && raw !== null)
    .map(normaliseMatch)
    .filter((m) => m.matchID !== '');
  return items.length > 0 ? items : null;
}

/** Stores the list `player` was shown (bounded); a full or blocked storage is not an error. */
export function writeLastList(player: string | null, items: readonly MatchListItem[]): void {
  if (!player || !KEY || items.length === 0) return;
  const stored: StoredList = {
    v: LAST_LIST_VERSION,
    player,
    items: items.slice(0, LAST_LIST_MAX_ITEMS),
  };
  const text = JSON.stringify(stored);
  if (text.length > LAST_LIST_MAX_CHARS) return;
  try {
    window.localStorage.setItem(KEY, text);
  } catch {
    // quota or privacy mode: the next visit waits for the live list as before
  }
}

let lastSave = -Infinity;

/** `writeLastList` at most every LAST_LIST_SAVE_MS (the live list changes every second). */
export function saveLastListThrottled(
  player: string | null,
  items: readonly MatchListItem[],
  now = Date.now(),
): void {
  if (now - lastSave < LAST_LIST_SAVE_MS) return;
  lastSave = now;
  writeLastList(player, items);
}
