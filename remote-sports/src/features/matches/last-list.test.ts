import { STORAGE_KEYS } from 'shared-auth';
import { normaliseMatch, type MatchListItem } from './api/get-dashboard';
import {
  LAST_LIST_MAX_CHARS,
  LAST_LIST_MAX_ITEMS,
  LAST_LIST_SAVE_MS,
  LAST_LIST_VERSION,
  readLastList,
  saveLastListThrottled,
  writeLastList,
} from './last-list';

const item = (i: number): MatchListItem =>
  normaliseMatch({ matchID: String(i), team1: `A${i}`, team2: `B${i}`, back0: 1.5 + i / 100 });
const stored = (): string | null => localStorage.getItem(STORAGE_KEYS.lastMatchList);

beforeEach(() => localStorage.clear());

describe('the last match list kept for the next visit', () => {
  it('reads back what it wrote, for the same player only', () => {
    writeLastList('alice', [item(1), item(2)]);
    expect(readLastList('alice')).toEqual([item(1), item(2)]);
    expect(readLastList('bob')).toBeNull();
    expect(readLastList(null)).toBeNull();
    writeLastList(null, [item(1)]);
    expect(JSON.parse(stored()!).player).toBe('alice');
  });

  it('ignores a list stored in another version', () => {
    localStorage.setItem(
      STORAGE_KEYS.lastMatchList,
      JSON.stringify({ v: LAST_LIST_VERSION + 1, player: 'alice', items: [item(1)] }),
    );
    expect(readLastList('alice')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.lastMatchList, JSON.stringify([item(1)]));
    expect(readLastList('alice')).toBeNull();
  });

  it('survives bad JSON and bad items in storage', () => {
    localStorage.setItem(STORAGE_KEYS.lastMatchList, '{"v":1,"player":"alice","items":[');
    expect(readLastList('alice')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.lastMatchList, 'null');
    expect(readLastList('alice')).toBeNull();
    localStorage.setItem(
      STORAGE_KEYS.lastMatchList,
      JSON.stringify({ v: 1, player: 'alice', items: 'x' }),
    );
    expect(readLastList('alice')).toBeNull();
    localStorage.setItem(
      STORAGE_KEYS.lastMatchList,
      JSON.stringify({ v: 1, player: 'alice', items: [null, 7, {}, { matchID: 9, back0: 'x' }] }),
    );
    expect(readLastList('alice')).toEqual([normaliseMatch({ matchID: '9' })]);
  });

  it('keeps at most the bound, in items and in characters', () => {
    writeLastList(
      'alice',
      Array.from({ length: LAST_LIST_MAX_ITEMS + 10 }, (_, i) => item(i)),
    );
    expect(readLastList('alice')).toHaveLength(LAST_LIST_MAX_ITEMS);
    localStorage.clear();
    writeLastList('alice', [{ ...item(1), competition: 'x'.repeat(LAST_LIST_MAX_CHARS) }]);
    expect(stored()).toBeNull();
    localStorage.setItem(
      STORAGE_KEYS.lastMatchList,
      JSON.stringify({
        v: 1,
        player: 'alice',
        items: [item(1)],
        pad: 'x'.repeat(LAST_LIST_MAX_CHARS),
      }),
    );
    expect(readLastList('alice')).toBeNull();
  });

  it('a full storage is not an error', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeLastList('alice', [item(1)])).not.toThrow();
    setItem.mockRestore();
  });

  it('saves the live list at most every LAST_LIST_SAVE_MS', () => {
    const t0 = 1_000_000_000;
    saveLastListThrottled('alice', [item(1)], t0);
    saveLastListThrottled('alice', [item(2)], t0 + LAST_LIST_SAVE_MS - 1);
    expect(readLastList('alice')).toEqual([item(1)]);
    saveLastListThrottled('alice', [item(3)], t0 + LAST_LIST_SAVE_MS);
    expect(readLastList('alice')).toEqual([item(3)]);
  });

  it('logout clears it with the other keys', async () => {
    const { useSessionStore } = await import('shared-auth');
    writeLastList('alice', [item(1)]);
    useSessionStore.getState().clearSession();
    expect(stored()).toBeNull();
  });

  it('keeps nothing under an older shared-auth that does not know the key', () => {
    jest.isolateModules(() => {
      jest.doMock('shared-auth', () => ({
        ...jest.requireActual<object>('shared-auth'),
        STORAGE_KEYS: { token: 'token', name: 'name' },
      }));
      const old = require('./last-list') as {
        writeLastList: typeof writeLastList;
        readLastList: typeof readLastList;
      };
      old.writeLastList('alice', [item(1)]);
      expect(localStorage.length).toBe(0);
      localStorage.setItem(
        'lastMatchList',
        JSON.stringify({ v: 1, player: 'alice', items: [item(1)] }),
      );
      expect(old.readLastList('alice')).toBeNull();
    });
  });
});
