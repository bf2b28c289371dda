import { matchPath } from 'react-router-dom';
import { INLINE_CONFIG_ID, STORAGE_KEYS } from 'shared-auth';
import { firstReadOf, FIRST_READS } from '../routes/first-reads';
import { CONFIG_ELEMENT_ID, sendFirstRead, TOKEN_KEY } from './first-read';

const storage = (token: string | null) => ({
  getItem: (key: string) => (key === 'token' ? token : null),
});
const page = (config: object | null) => ({
  getElementById: (id: string) =>
    id === 'runtime-config' && config
      ? ({ textContent: JSON.stringify(config) } as HTMLElement)
      : null,
});
const CONFIG = { apiBase: 'http://api.test/' };
const REPLY = { status: 200 } as Response;

test("the start-up's keys are shared-auth's own", () => {
  expect(TOKEN_KEY).toBe(STORAGE_KEYS.token);
  expect(CONFIG_ELEMENT_ID).toBe(INLINE_CONFIG_ID);
});

test("a logged-in match page sends its scoreboard's read at once, with the player's token", async () => {
  const send = jest.fn(() => Promise.resolve(REPLY));
  const sent = sendFirstRead(
    '/sportGame/1004/32001004/210001004',
    storage('t1'),
    page(CONFIG),
    send,
  );
  expect(send).toHaveBeenCalledWith('http://api.test/Sports/GetScore', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t1' },
    body: JSON.stringify({ MatchId: '1004' }),
  });
  expect(sent).toMatchObject({ call: '/Sports/GetScore', body: { MatchId: '1004' } });
  await expect(sent?.reply).resolves.toBe(REPLY);
});

test('nothing is sent logged out, for a page without a first read, or without the config in the page', () => {
  const send = jest.fn(() => Promise.resolve(REPLY));
  expect(sendFirstRead('/matches', storage(null), page(CONFIG), send)).toBeNull();
  expect(sendFirstRead('/profile', storage('t1'), page(CONFIG), send)).toBeNull();
  expect(sendFirstRead('/matches', storage('t1'), page(null), send)).toBeNull();
  expect(sendFirstRead('/matches', storage('t1'), page({}), send)).toBeNull();
  expect(send).not.toHaveBeenCalled();
});

test('a send that throws at once leaves the read to the page', () => {
  const send = jest.fn(() => {
    throw new TypeError('blocked');
  });
  expect(sendFirstRead('/matches', storage('t1'), page(CONFIG), send)).toBeNull();
});

test("a page's first read is found by its path as the router matches it", () => {
  const addresses = [
    '/matches',
    '/MATCHES/',
    '/matches/1',
    '/sportGame/1004/32001004/210001004',
    '/sportgame/1004/32001004/210001004/',
    '/sportGame/1004/32001004',
    '/sportGame//32001004/210001004',
    '/profile',
  ];
  for (const pathname of addresses) {
    const route = Object.keys(FIRST_READS).find((path) =>
      matchPath({ path, caseSensitive: false, end: true }, pathname),
    );
    expect([pathname, firstReadOf(pathname)?.call ?? null]).toEqual([
      pathname,
      route ? FIRST_READS[route]?.call : null,
    ]);
  }
  expect(firstReadOf('/MATCHES/')).toEqual({
    call: '/DashBoard/GetDashboard',
    body: { SportId: 4 },
  });
});
