import type { FeedReply } from 'shared-api-types';
import { STORAGE_KEYS, readStorage, type StorageKey } from 'shared-auth';
import { parseFeed } from '../../lib/odds/feed-types';

/** The stored shape's version: markets stored in another shape are ignored. */
export const LAST_MARKETS_VERSION = 1;
/** The match pages kept (the most recent first). */
export const LAST_MARKETS_MATCHES = 5;
/** A stored text longer than this (characters) is neither written nor read. */
export const LAST_MARKETS_MAX_CHARS = 64_000;
/** A save follows the live book at most this often (each write is a synchronous copy). */
export const LAST_MARKETS_SAVE_MS = 10_000;

/** As last-list.ts: nothing is kept when the host's shared-auth does not know the key. */
const KEY = (STORAGE_KEYS as Partial<typeof STORAGE_KEYS>).lastMatchMarkets as
  StorageKey | undefined;

interface StoredMatch {
  page: string;
  book: FeedReply;
}

interface StoredMarkets {
  v: number;
  player: string;
  matches: StoredMatch[];
}

const pageOf = (eventId: string, marketId: string) => `${eventId}|${marketId}`;

function readAll(player: string): StoredMatch[] {
  const text = KEY ? readStorage(KEY) : null;
  if (!text || text.length > LAST_MARKETS_MAX_CHARS) return [];
  let stored: Partial<StoredMarkets> | null;
  try {
    stored = JSON.parse(text) as Partial<StoredMarkets> | null;
  } catch {
    return [];
  }
  if (stored?.v !== LAST_MARKETS_VERSION || stored.player !== player) return [];
  return Array.isArray(stored.matches) ? stored.matches : [];
}

/** The book reply `player` was last shown on this match page, or null (none, or not usable). */
export function readLastMarkets(
  player: string | null,
  eventId: string,
  marketId: string,
): FeedReply | null {
  if (!player || !eventId) return null;
  const page = pageOf(eventId, marketId);
  const found = readAll(player).find((m) => m?.page === page);
  try {
    const book = parseFeed(found?.book);
    return book.market.length > 0 ? book : null;
  } catch {
    return null; // none, or not the shape of a reply
  }
}

/** Keeps this page's book for `player` (the last few pages); a full or blocked storage is no error. */
export function writeLastMarkets(
  player: string | null,
  eventId: string,
  marketId: string,
  book: FeedReply,
): void {
  if (!player || !KEY || !eventId || book.market.length === 0) return;
  const page = pageOf(eventId, marketId);
  const others = readAll(player).filter((m) => m?.page !== page);
  let matches = [{ page, book }, ...others].slice(0, LAST_MARKETS_MATCHES);
  let text = JSON.stringify({ v: LAST_MARKETS_VERSION, player, matches });
  // too long: the older pages go first
  while (text.length > LAST_MARKETS_MAX_CHARS && matches.length > 1) {
    matches = matches.slice(0, -1);
    text = JSON.stringify({ v: LAST_MARKETS_VERSION, player, matches });
  }
  if (text.length > LAST_MARKETS_MAX_CHARS) return;
  try {
    window.localStorage.setItem(KEY, text);
  } catch {
    // quota or privacy mode: the next visit waits for the live markets as before
  }
}

let lastSave = { page: '', at: -Infinity };

/** `writeLastMarkets` at once for a new page, then at most every LAST_MARKETS_SAVE_MS. */
export function saveLastMarketsThrottled(
  player: string | null,
  eventId: string,
  marketId: string,
  book: FeedReply,
  now = Date.now(),
): void {
  const page = pageOf(eventId, marketId);
  if (page === lastSave.page && now - lastSave.at < LAST_MARKETS_SAVE_MS) return;
  lastSave = { page, at: now };
  writeLastMarkets(player, eventId, marketId, book);
}
