import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { toast } from 'react-toastify';
import { apiClient, REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError } from './api-error';
import { callApi, CALL_FAILED_MESSAGE, WRITE_UNCONFIRMED_MESSAGE } from './call-api';
import { startEarlyCall } from './early-call';
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
      return { message: error.message, failure: error.failure, http: error.httpStatus };
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
  await expect(failure(callApi('/x'))).resolves.toMatchObject({ message: CALL_FAILED_MESSAGE });
  expect(toast.error).toHaveBeenCalledWith('Could not load it.', expect.anything());
});

test('a write with an Idempotency-Key whose reply is lost is unconfirmed; a refusal is not', async () => {
  serve('network');
  await expect(failure(callApi('/bet', {}, { idempotencyKey: 'key-1' }))).resolves.toEqual({
    message: WRITE_UNCONFIRMED_MESSAGE,
    failure: 'unknown',
    http: null,
  });
  expect(seen[0]?.headers.get('Idempotency-Key')).toBe('key-1');
  serve({ status: 500, data: { status: 1, message: 'Internal error' } });
  await expect(
    failure(callApi('/bet', {}, { idempotencyKey: 'key-1', unconfirmed: 'Bet unconfirmed.' })),
  ).resolves.toMatchObject({ message: 'Bet unconfirmed.', failure: 'unknown' });
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

/** What the host's fetch gave for a read it sent before this package arrived. */
const fetched = (status: number, text: string) =>
  Promise.resolve({
    status,
    statusText: '',
    headers: new Map([['content-type', 'application/json']]),
    text: () => Promise.resolve(text),
  } as unknown as Response);

test('a read the host sent before start-up is taken by the first call: its reply, nothing sent again', async () => {
  serve({ status: 200, data: { status: 0, message: 'ok', data: { n: 2 } } });
  const reply = fetched(200, JSON.stringify({ status: 0, message: 'ok', data: { n: 1 } }));
  startEarlyCall('/DashBoard/GetDashboard', { SportId: 4 }, { reply, at: Date.now() });
  await expect(callApi('/DashBoard/GetDashboard', { SportId: 4 })).resolves.toEqual({ n: 1 });
  expect(seen).toHaveLength(0);
  await expect(callApi('/DashBoard/GetDashboard', { SportId: 4 })).resolves.toEqual({ n: 2 });
  expect(seen).toHaveLength(1);
});

test("a sent read's failures are judged as the client's own: lost, 5xx, unreadable, refused, 401", async () => {
  jest.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  const body = { SportId: 4 };
  const take = (reply: Promise<Response>) => {
    startEarlyCall('/DashBoard/GetDashboard', body, { reply, at: Date.now() });
    return failure(callApi('/DashBoard/GetDashboard', body, { fallback: 'No list.' }));
  };
  for (const reply of [
    Promise.reject(new TypeError('Failed to fetch')),
    fetched(502, '<html>Bad gateway</html>'),
    fetched(200, '{"status":0,'),
  ]) {
    await expect(take(reply)).resolves.toMatchObject({ message: 'No list.', failure: 'unknown' });
  }
  await expect(
    take(fetched(200, JSON.stringify({ status: 1, message: 'Suspended' }))),
  ).resolves.toMatchObject({ message: 'Suspended', failure: 'refused' });
  await expect(take(fetched(401, '{"message":"Session expired"}'))).resolves.toMatchObject({
    http: 401,
  });
  expect(browserLocation.replace).toHaveBeenCalledWith('/');
  expect(seen).toHaveLength(0);
});

test('a sent read with no reply in the time limit fails as a timeout', async () => {
  jest.useFakeTimers();
  try {
    startEarlyCall('/DashBoard/GetDashboard', {}, { reply: new Promise(() => {}), at: Date.now() });
    const result = failure(callApi('/DashBoard/GetDashboard', {}, { fallback: 'No list.' }));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toMatchObject({ failure: 'unknown' });
  } finally {
    jest.useRealTimers();
  }
});
