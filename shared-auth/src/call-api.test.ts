import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { toast } from 'react-toastify';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { callApi } from './call-api';
import { setLanguage } from './i18n';
import { clientFailureText } from './request-failure';
import { peekEarlyCall, startEarlyCall } from './early-call';
import { browserLocation } from './navigation';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const seen: InternalAxiosRequestConfig[] = [];
type Reply = { status: number; data: unknown } | 'network';

/** The real client and interceptors; only the transport is replaced. */
function serve(reply: Reply) {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { ...reply, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('x', undefined, config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  apiClient.defaults.baseURL = 'http://api.test';
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return {
        message: error.message,
        failure: error.failure,
        http: error.httpStatus,
        ...(error.code ? { code: error.code } : {}),
      };
    },
  );

beforeEach(() => {
  seen.length = 0;
  jest.mocked(toast.error).mockClear();
});

test('status 0 gives the data; the older envelope is read with `read`', async () => {
  serve({ status: 200, data: { status: 0, message: 'ok', data: { n: 1 } } });
  await expect(callApi('/x', { a: 1 })).resolves.toEqual({ n: 1 });
  expect(JSON.parse(String(seen[0]?.data))).toEqual({ a: 1 });
  serve({ status: 200, data: { status: 0, message: { rows: [1] }, data: null } });
  const rows = await callApi(
    '/x',
    {},
    { read: ({ message }) => (message as { rows: number[] }).rows },
  );
  expect(rows).toEqual([1]);
});

test('status 1 is a refusal with the server sentence, toasted once', async () => {
  serve({ status: 200, data: { status: 1, message: 'Odds changed', data: null } });
  await expect(failure(callApi('/x'))).resolves.toEqual({
    message: 'Odds changed',
    failure: 'refused',
    http: 200,
  });
  expect(toast.error).toHaveBeenCalledTimes(1);
  expect(toast.error).toHaveBeenCalledWith(
    'Odds changed',
    expect.objectContaining({ autoClose: 5000 }),
  );
});

test('a 4xx is rejected with its sentence; a silent call is not toasted', async () => {
  serve({ status: 400, data: { status: 1, message: 'Stake must be a number' } });
  await expect(failure(callApi('/x', {}, { silent: true }))).resolves.toEqual({
    message: 'Stake must be a number',
    failure: 'rejected',
    http: 400,
  });
  expect(toast.error).not.toHaveBeenCalled();
});

test('no reply, a 5xx page and an unreadable reply leave the outcome unknown, told with the fallback', async () => {
  for (const reply of [
    'network',
    { status: 502, data: '<html>Bad gateway</html>' },
    { status: 200, data: '{"status":0,' },
    { status: 200, data: { status: 0, message: '' } },
  ] as Reply[]) {
    serve(reply);
    await expect(
      failure(callApi('/x', {}, { fallback: 'Could not load it.' })),
    ).resolves.toMatchObject({ message: 'Could not load it.', failure: 'unknown' });
  }
  serve('network');
  await expect(failure(callApi('/x'))).resolves.toMatchObject({
    message: 'The exchange could not complete the request. Please try again.',
    code: 'CALL_FAILED',
  });
  expect(toast.error).toHaveBeenCalledWith('Could not load it.', expect.anything());
});

test('a write with an Idempotency-Key whose reply is lost is unconfirmed; a refusal is not', async () => {
  serve('network');
  await expect(failure(callApi('/bet', {}, { idempotencyKey: 'key-1' }))).resolves.toEqual({
    message:
      'We could not confirm the change. Try again: if it was already made, it will not be made twice.',
    failure: 'unknown',
    http: null,
    code: 'WRITE_UNCONFIRMED',
  });
  expect(seen[0]?.headers.get('Idempotency-Key')).toBe('key-1');
  serve({ status: 500, data: { status: 1, message: 'Internal error' } });
  await expect(
    failure(callApi('/bet', {}, { idempotencyKey: 'key-1', unconfirmed: 'BET_UNCONFIRMED' })),
  ).resolves.toMatchObject({
    message: clientFailureText('BET_UNCONFIRMED'),
    failure: 'unknown',
    code: 'BET_UNCONFIRMED',
  });
  serve({ status: 200, data: { status: 1, message: 'Betting is closed', data: null } });
  await expect(failure(callApi('/bet', {}, { idempotencyKey: 'key-1' }))).resolves.toMatchObject({
    message: 'Betting is closed',
    failure: 'refused',
  });
});

test('a 401 ends the session without a toast', async () => {
  jest.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  serve({ status: 401, data: { message: 'Session expired' } });
  await expect(failure(callApi('/x'))).resolves.toMatchObject({ http: 401 });
  expect(toast.error).not.toHaveBeenCalled();
});

test('a read started early is sent once: the first call of it takes that reply', async () => {
  serve({ status: 200, data: { status: 0, message: 'ok', data: { n: 1 } } });
  startEarlyCall('/DashBoard/GetDashboard', { SportId: 4 });
  await expect(callApi('/DashBoard/GetDashboard', { SportId: 4 })).resolves.toEqual({ n: 1 });
  expect(seen).toHaveLength(1);
  // taken once: the next poll is a new request
  await callApi('/DashBoard/GetDashboard', { SportId: 4 });
  expect(seen).toHaveLength(2);
});

test("an early read that failed is judged and told as the caller's own call would be", async () => {
  serve({ status: 503, data: 'busy' });
  startEarlyCall('/DashBoard/GetDashboard', { SportId: 4 });
  await expect(
    failure(callApi('/DashBoard/GetDashboard', { SportId: 4 }, { fallback: 'No list.' })),
  ).resolves.toEqual({ message: 'No list.', failure: 'unknown', http: 503 });
  expect(toast.error).toHaveBeenCalledWith('No list.', expect.anything());
  expect(seen).toHaveLength(1);
});

test("a read the host sent before start-up is taken by the first call, through the host's transport", async () => {
  serve({ status: 200, data: { status: 0, message: 'ok', data: { n: 2 } } });
  const sent: AxiosAdapter = (config) =>
    Promise.resolve({
      status: 200,
      statusText: '',
      headers: {},
      config,
      data: '{"status":0,"data":{"n":1}}',
    });
  startEarlyCall('/DashBoard/GetDashboard', { SportId: 4 }, { adapter: sent, at: Date.now() });
  await expect(callApi('/DashBoard/GetDashboard', { SportId: 4 })).resolves.toEqual({ n: 1 });
  expect(seen).toHaveLength(0);
  await expect(callApi('/DashBoard/GetDashboard', { SportId: 4 })).resolves.toEqual({ n: 2 });
  expect(seen).toHaveLength(1);
});

test('an early read that has arrived can be read at once, and the first call still takes it', async () => {
  serve({ status: 200, data: { status: 0, message: 'ok', data: { n: 1 } } });
  startEarlyCall('/Sports/GetScore', { MatchId: '7' });
  expect(peekEarlyCall('/Sports/GetScore', { MatchId: '7' })).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(peekEarlyCall('/Sports/GetScore', { MatchId: '7' })).toEqual({ n: 1 });
  expect(peekEarlyCall('/Sports/GetScore', { MatchId: '8' })).toBeUndefined();
  await expect(callApi('/Sports/GetScore', { MatchId: '7' })).resolves.toEqual({ n: 1 });
  expect(seen).toHaveLength(1);
  expect(peekEarlyCall('/Sports/GetScore', { MatchId: '7' })).toBeUndefined();
});

test('an early refusal or failure is never read at once (the call judges it)', async () => {
  serve({ status: 200, data: { status: 1, message: 'no', data: { n: 1 } } });
  startEarlyCall('/Sports/GetScore', { MatchId: '9' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(peekEarlyCall('/Sports/GetScore', { MatchId: '9' })).toBeUndefined();
  serve({ status: 503, data: 'busy' });
  startEarlyCall('/Sports/GetScore', { MatchId: '10' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(peekEarlyCall('/Sports/GetScore', { MatchId: '10' })).toBeUndefined();
});

test("the client's own failures are told in the player's language (issue 41: they were English)", async () => {
  await setLanguage('hi');
  try {
    serve('network');
    const lost = await failure(
      callApi('/bet', {}, { idempotencyKey: 'key-2', unconfirmed: 'BET_UNCONFIRMED' }),
    );
    expect(lost).toMatchObject({ code: 'BET_UNCONFIRMED', failure: 'unknown' });
    expect(lost.message).toMatch(/^हम आपके दाँव की पुष्टि नहीं कर सके/);
    expect(clientFailureText('CALL_FAILED')).not.toMatch(/[A-Za-z]/);
    expect(clientFailureText('BALANCE_NOT_UPDATED')).not.toMatch(/[A-Za-z]/);
  } finally {
    await setLanguage('en');
  }
});
