import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { toast } from 'react-toastify';
import { apiClient } from './api-client';
import { callApi } from './call-api';
import { browserLocation } from './navigation';
import { setRuntimeConfig } from './runtime-config';
import { useSessionStore } from './session-store';
import { logInDemo, TEST_RUNTIME_CONFIG } from '../test/session';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const seen: InternalAxiosRequestConfig[] = [];

function replyWith(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`HTTP ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
      throw error;
    }
    return response;
  };
}

const loginAs = () => logInDemo('tok-1', 'sid-1');

beforeEach(() => {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  seen.length = 0;
  jest.mocked(toast.error).mockClear();
  window.history.pushState({}, '', '/matches');
});

test('sends the bearer token and the API base on every call', async () => {
  loginAs();
  await apiClient.post('/User/GetBalance', {}, { adapter: replyWith(200, { status: 0 }) });
  expect(seen[0]?.baseURL).toBe('http://api.test');
  expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
});

test('a 401 clears the token and redirects to / without ssr=1', async () => {
  loginAs();
  const replace = jest.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  await expect(
    apiClient.get('/User/Logout', { adapter: replyWith(401, { message: 'expired' }) }),
  ).rejects.toThrow();
  expect(useSessionStore.getState().token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(replace).toHaveBeenCalledWith('/');
});

test('a 401 to a request sent under a session that has since ended neither clears nor reloads', async () => {
  loginAs();
  const replace = jest.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  replace.mockClear();
  let reply!: () => void;
  const late = apiClient.post(
    '/Safer/GetStatus',
    {},
    {
      adapter: (config) =>
        new Promise((resolve, reject) => {
          reply = () => replyWith(401, {})(config).then(resolve, reject);
        }),
    },
  );
  await new Promise((r) => setTimeout(r, 0));
  // The break ended the session (the page cleared it and showed its notice), then a new login.
  useSessionStore.getState().clearSession();
  logInDemo('tok-2', 'sid-2');
  reply();
  await expect(late).rejects.toThrow();
  expect(useSessionStore.getState().token).toBe('tok-2');
  expect(replace).not.toHaveBeenCalled();
});

test("a 401 to another request while a break's call is on its way leaves the session to its reply", async () => {
  loginAs();
  const replace = jest.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  replace.mockClear();
  let replyToBreak!: () => void;
  const { adapter } = apiClient.defaults;
  apiClient.defaults.adapter = (config) =>
    new Promise((resolve, reject) => {
      replyToBreak = () =>
        replyWith(200, { status: 0, message: 'taken', data: {} })(config).then(resolve, reject);
    });
  const taken = callApi('/SaferGambling/TakeBreak', { Kind: 'TimeOut' }, { endsSession: true });
  apiClient.defaults.adapter = adapter;
  await new Promise((r) => setTimeout(r, 0));
  // The server ended every session in the break's transaction: the balance poll is refused
  // before the break's reply arrives (CI under load: the reload to / wiped the break's notice).
  await expect(
    apiClient.post('/User/GetBalance', {}, { adapter: replyWith(401, {}) }),
  ).rejects.toThrow();
  expect(replace).not.toHaveBeenCalled();
  expect(useSessionStore.getState().token).toBe('tok-1');
  replyToBreak();
  await expect(taken).resolves.toEqual({});
  // Its reply ends the session; the page then goes to the login page with its notice.
  expect(useSessionStore.getState().token).toBeNull();
  expect(replace).not.toHaveBeenCalled();
  // A 401 after that (no session, no call on its way) changes nothing either.
  await expect(apiClient.post('/x', {}, { adapter: replyWith(401, {}) })).rejects.toThrow();
  expect(replace).not.toHaveBeenCalled();
});

test('a 401 with ssr=1 in the query clears the token but stays on the page', async () => {
  loginAs();
  window.history.pushState({}, '', '/matches?ssr=1');
  const replace = jest.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  replace.mockClear();
  await expect(apiClient.get('/x', { adapter: replyWith(401, {}) })).rejects.toThrow();
  expect(useSessionStore.getState().token).toBeNull();
  expect(replace).not.toHaveBeenCalled();
});

test('an API error shows its JSON message as a toast that closes after 5000 ms', async () => {
  await expect(
    apiClient.post('/x', {}, { adapter: replyWith(400, { message: 'Stake is below 100 Coins' }) }),
  ).rejects.toThrow();
  expect(toast.error).toHaveBeenCalledWith(
    'Stake is below 100 Coins',
    expect.objectContaining({ autoClose: 5000 }),
  );
});

test('silent calls and bodies without a message show no toast', async () => {
  await expect(
    apiClient.post('/x', {}, { adapter: replyWith(500, { message: 'down' }), silent: true }),
  ).rejects.toThrow();
  await expect(apiClient.post('/x', {}, { adapter: replyWith(502, '<html>') })).rejects.toThrow();
  expect(toast.error).not.toHaveBeenCalled();
});

test('a 2xx reply that is not a JSON object fails as unreadable, without a toast', async () => {
  const failure: unknown = await apiClient
    .post('/User/GetStatement', {}, { adapter: replyWith(200, '{"status":0,') })
    .catch((e: unknown) => e);
  expect(failure).toMatchObject({
    code: 'ERR_BAD_RESPONSE',
    message: 'The reply is not a JSON object',
    response: { status: 200 },
  });
  expect(toast.error).not.toHaveBeenCalled();
});
