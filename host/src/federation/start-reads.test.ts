import { matchPath } from 'react-router-dom';
import {
  apiClient,
  INLINE_CONFIG_ID,
  refreshBalance,
  startEarlyCall,
  STORAGE_KEYS,
  useSessionStore,
} from 'shared-auth';
import { startTestSession } from 'shared-auth/test/session';
import { followStoredLanguage } from '../lib/choose-language';
import { firstReadOf, FIRST_READS } from '../routes/first-reads';
import { sentReplyAdapter } from './sent-reply-adapter';
import {
  CONFIG_ELEMENT_ID,
  SESSION_ID_KEY,
  sendStartReads,
  TOKEN_KEY,
  type SentStartRead,
} from './start-reads';

const storage = (token: string | null) => ({
  getItem: (key: string) => ({ token, sessionId: 'sid' })[key] ?? null,
});
const page = (config: object | null) => ({
  getElementById: (id: string) =>
    id === 'runtime-config' && config
      ? ({ textContent: JSON.stringify(config) } as HTMLElement)
      : null,
});
const CONFIG = { apiBase: 'http://api.test/' };
/** What fetch gives for a read (a Response's parts the client reads). */
const replyOf = (data: object) =>
  ({
    status: 200,
    statusText: '',
    headers: new Map(),
    text: () => Promise.resolve(JSON.stringify(data)),
  }) as unknown as Response;

test("the start-up's keys are shared-auth's own", () => {
  expect(TOKEN_KEY).toBe(STORAGE_KEYS.token);
  expect(SESSION_ID_KEY).toBe(STORAGE_KEYS.sessionId);
  expect(CONFIG_ELEMENT_ID).toBe(INLINE_CONFIG_ID);
});

test("logged in, /matches sends its dashboard's read and the account's at once, with the player's token", () => {
  const send = jest.fn(() => Promise.resolve(replyOf({})));
  const sent = sendStartReads('/matches', storage('t1'), page(CONFIG), send);
  const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer t1' };
  expect(send.mock.calls).toEqual([
    ['http://api.test/DashBoard/GetDashboard', { method: 'POST', headers, body: '{"SportId":4}' }],
    ['http://api.test/User/GetBalance', { method: 'POST', headers, body: '{"sessionId":"sid"}' }],
    ['http://api.test/User/GetProfile', { method: 'POST', headers, body: '{}' }],
  ]);
  expect(sent.map((read) => read.call)).toEqual([
    '/DashBoard/GetDashboard',
    '/User/GetBalance',
    '/User/GetProfile',
  ]);
});

test("a match page's reads wait for the shared code (its first draw came later with them sent sooner)", () => {
  const send = jest.fn(() => Promise.resolve(replyOf({})));
  expect(
    sendStartReads('/sportGame/1004/32001004/210001004', storage('t1'), page(CONFIG), send),
  ).toEqual([]);
  expect(send).not.toHaveBeenCalled();
});

test('nothing is sent logged out or without the config in the page; a host page sends the account reads', () => {
  const send = jest.fn(() => Promise.resolve(replyOf({})));
  expect(sendStartReads('/matches', storage(null), page(CONFIG), send)).toEqual([]);
  expect(sendStartReads('/matches', storage('t1'), page(null), send)).toEqual([]);
  expect(sendStartReads('/matches', storage('t1'), page({}), send)).toEqual([]);
  expect(send).not.toHaveBeenCalled();
  expect(sendStartReads('/profile', storage('t1'), page(CONFIG), send)).toHaveLength(2);
});

test('a send that throws at once leaves the reads to the page', () => {
  const send = jest.fn(() => {
    throw new TypeError('blocked');
  });
  expect(sendStartReads('/matches', storage('t1'), page(CONFIG), send)).toEqual([]);
});

test('the balance and the stored language take the account reads sent at start-up: no request of their own', async () => {
  startTestSession();
  const adapter = jest.fn(() => Promise.reject(new Error('sent again')));
  apiClient.defaults.adapter = adapter;
  const { token, sessionId } = useSessionStore.getState();
  const balance = { balance: '1.00', exposure: '0.00', available: '1.00' };
  const replies: Record<string, object> = {
    '/User/GetBalance': { status: 0, message: '', data: balance },
    '/User/GetProfile': { status: 0, message: '', data: { language: 'en' } },
  };
  const sent: SentStartRead[] = sendStartReads(
    '/profile',
    { getItem: (key) => ({ token, sessionId })[key] ?? null },
    page(CONFIG),
    (url) => Promise.resolve(replyOf(replies[String(url).replace('http://api.test', '')] ?? {})),
  );
  for (const read of sent) {
    startEarlyCall(read.call, read.body, { adapter: sentReplyAdapter(read.reply), at: read.at });
  }
  await expect(refreshBalance()).resolves.toBe('updated');
  expect(useSessionStore.getState().balance).toMatchObject(balance);
  await followStoredLanguage();
  expect(adapter).not.toHaveBeenCalled();
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
