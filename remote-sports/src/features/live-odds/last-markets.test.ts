import type { FeedReply } from 'shared-api-types';
import { STORAGE_KEYS } from 'shared-auth';
import {
  LAST_MARKETS_MATCHES,
  LAST_MARKETS_MAX_CHARS,
  LAST_MARKETS_SAVE_MS,
  LAST_MARKETS_VERSION,
  readLastMarkets,
  saveLastMarketsThrottled,
  writeLastMarkets,
} from './last-markets';

const book = (price: number, name = 'India'): FeedReply =>
  ({
    market: [
      {
        marketType: 'odds',
        marketId: 'k1',
        events: [{ SelectionId: 1, RunnerName: name, BackPrice1: price }],
      },
    ],
  }) as unknown as FeedReply;
const stored = () => localStorage.getItem(STORAGE_KEYS.lastMatchMarkets);

beforeEach(() => localStorage.clear());

test('reads back the book of the same page for the same player only', () => {
  writeLastMarkets('alice', 'e1', 'k1', book(1.5));
  expect(readLastMarkets('alice', 'e1', 'k1')).toEqual(book(1.5));
  expect(readLastMarkets('alice', 'e2', 'k1')).toBeNull();
  expect(readLastMarkets('alice', 'e1', 'k2')).toBeNull();
  expect(readLastMarkets('bob', 'e1', 'k1')).toBeNull();
  expect(readLastMarkets(null, 'e1', 'k1')).toBeNull();
  writeLastMarkets(null, 'e1', 'k1', book(2));
  writeLastMarkets('alice', 'e1', 'k1', { market: [] } as unknown as FeedReply);
  expect(readLastMarkets('alice', 'e1', 'k1')).toEqual(book(1.5));
});

test('another player writing replaces the first one (one player per device)', () => {
  writeLastMarkets('alice', 'e1', 'k1', book(1.5));
  writeLastMarkets('bob', 'e2', 'k1', book(1.6));
  expect(readLastMarkets('alice', 'e1', 'k1')).toBeNull();
  expect(readLastMarkets('bob', 'e2', 'k1')).toEqual(book(1.6));
});

test('keeps the last few pages, the newest first, and a page once', () => {
  for (let i = 0; i <= LAST_MARKETS_MATCHES; i++) writeLastMarkets('alice', `e${i}`, 'k', book(i));
  writeLastMarkets('alice', 'e3', 'k', book(33));
  const pages = (JSON.parse(stored()!) as { matches: { page: string }[] }).matches.map(
    (m) => m.page,
  );
  expect(pages).toEqual(['e3|k', 'e5|k', 'e4|k', 'e2|k', 'e1|k']);
  expect(readLastMarkets('alice', 'e0', 'k')).toBeNull();
  expect(readLastMarkets('alice', 'e3', 'k')).toEqual(book(33));
});

test('stays under its size: older pages go first, a book too long alone is not kept', () => {
  const long = (n: number) => book(1.5, 'x'.repeat(n));
  writeLastMarkets('alice', 'e1', 'k', long(LAST_MARKETS_MAX_CHARS / 2));
  writeLastMarkets('alice', 'e2', 'k', long(LAST_MARKETS_MAX_CHARS / 2));
  expect(stored()!.length).toBeLessThanOrEqual(LAST_MARKETS_MAX_CHARS);
  expect(readLastMarkets('alice', 'e1', 'k')).toBeNull();
  expect(readLastMarkets('alice', 'e2', 'k')).not.toBeNull();
  writeLastMarkets('alice', 'e3', 'k', long(LAST_MARKETS_MAX_CHARS));
  expect(readLastMarkets('alice', 'e3', 'k')).toBeNull();
  expect(readLastMarkets('alice', 'e2', 'k')).not.toBeNull();
});

test('ignores another version, bad JSON, a bad shape and a text over the bound', () => {
  const put = (value: unknown) =>
    localStorage.setItem(STORAGE_KEYS.lastMatchMarkets, JSON.stringify(value));
  const page = { page: 'e1|k1', book: book(1.5) };
  put({ v: LAST_MARKETS_VERSION + 1, player: 'alice', matches: [page] });
  expect(readLastMarkets('alice', 'e1', 'k1')).toBeNull();
  localStorage.setItem(STORAGE_KEYS.lastMatchMarkets, '{"v":1,"player":"alice","matches":[');
  expect(readLastMarkets('alice', 'e1', 'k1')).toBeNull();
  put({
    v: LAST_MARKETS_VERSION,
    player: 'alice',
    matches: [{ page: 'e1|k1', book: { market: 3 } }],
  });
  expect(readLastMarkets('alice', 'e1', 'k1')).toBeNull();
  put({ v: LAST_MARKETS_VERSION, player: 'alice', matches: [null, 7, page] });
  expect(readLastMarkets('alice', 'e1', 'k1')).toEqual(book(1.5));
  writeLastMarkets('alice', 'e2', 'k1', book(2)); // over the bad entries
  expect(readLastMarkets('alice', 'e2', 'k1')).toEqual(book(2));
  localStorage.setItem(
    STORAGE_KEYS.lastMatchMarkets,
    JSON.stringify({ v: 1, player: 'alice', matches: [page] }).padEnd(LAST_MARKETS_MAX_CHARS + 1),
  );
  expect(readLastMarkets('alice', 'e1', 'k1')).toBeNull();
});

test('a full storage is not an error', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  try {
    expect(() => writeLastMarkets('alice', 'e1', 'k1', book(1.5))).not.toThrow();
  } finally {
    setItem.mockRestore();
  }
  expect(readLastMarkets('alice', 'e1', 'k1')).toBeNull();
});

test('saves a new page at once, the same page at most every LAST_MARKETS_SAVE_MS', () => {
  saveLastMarketsThrottled('alice', 'e1', 'k1', book(1), 1_000_000);
  saveLastMarketsThrottled('alice', 'e1', 'k1', book(2), 1_000_000 + LAST_MARKETS_SAVE_MS - 1);
  expect(readLastMarkets('alice', 'e1', 'k1')).toEqual(book(1));
  saveLastMarketsThrottled('alice', 'e2', 'k1', book(3), 1_000_000 + LAST_MARKETS_SAVE_MS - 1);
  expect(readLastMarkets('alice', 'e2', 'k1')).toEqual(book(3));
  saveLastMarketsThrottled('alice', 'e2', 'k1', book(4), 1_000_000 + 2 * LAST_MARKETS_SAVE_MS);
  expect(readLastMarkets('alice', 'e2', 'k1')).toEqual(book(4));
});
