import { toast } from 'react-toastify';
import {
  ApiError,
  apiClient,
  browserLocation,
  callApi,
  REQUEST_TIMEOUT_MS,
  startEarlyCall,
} from 'shared-auth';
import { startTestSession } from 'shared-auth/test/session';
import { sentReplyAdapter } from './sent-reply-adapter';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

/** What fetch gave for a read the start-up sent (the parts of a Response the adapter reads). */
const fetched = (status: number, text: string) =>
  Promise.resolve({
    status,
    statusText: '',
    headers: new Map([['content-type', 'application/json']]),
    text: () => Promise.resolve(text),
  } as unknown as Response);

const body = { SportId: 4 };
/** The sent read handed over, then the page's first call of it: its failure, as callApi words it. */
function take(reply: Promise<Response>) {
  startEarlyCall('/DashBoard/GetDashboard', body, {
    adapter: sentReplyAdapter(reply),
    at: Date.now(),
  });
  return callApi('/DashBoard/GetDashboard', body, { fallback: 'No list.' }).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return { message: error.message, failure: error.failure, http: error.httpStatus };
    },
  );
}

const sentAgain = jest.fn(() => Promise.reject(new Error('sent again')));
beforeEach(() => {
  startTestSession();
  apiClient.defaults.adapter = sentAgain;
  sentAgain.mockClear();
  jest.mocked(toast.error).mockClear();
});

test('a sent read gives its reply to the first call of it', async () => {
  startEarlyCall('/DashBoard/GetDashboard', body, {
    adapter: sentReplyAdapter(fetched(200, '{"status":0,"message":"ok","data":{"n":1}}')),
    at: Date.now(),
  });
  await expect(callApi('/DashBoard/GetDashboard', body)).resolves.toEqual({ n: 1 });
  expect(sentAgain).not.toHaveBeenCalled();
});

test("a sent read's failures are judged as the client's own: lost, 5xx, unreadable, refused, 401", async () => {
  jest.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  for (const reply of [
    Promise.reject(new TypeError('Failed to fetch')),
    fetched(502, '<html>Bad gateway</html>'),
    fetched(200, '{"status":0,'),
  ]) {
    await expect(take(reply)).resolves.toMatchObject({ message: 'No list.', failure: 'unknown' });
  }
  expect(toast.error).toHaveBeenCalledWith('No list.', expect.anything());
  await expect(
    take(fetched(200, JSON.stringify({ status: 1, message: 'Suspended' }))),
  ).resolves.toMatchObject({ message: 'Suspended', failure: 'refused' });
  await expect(take(fetched(401, '{"message":"Session expired"}'))).resolves.toMatchObject({
    http: 401,
  });
  expect(browserLocation.replace).toHaveBeenCalledWith('/');
  expect(sentAgain).not.toHaveBeenCalled();
});

test('a sent read with no reply in the time limit fails as a timeout', async () => {
  jest.useFakeTimers();
  try {
    const result = take(new Promise(() => {}));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toMatchObject({ failure: 'unknown' });
  } finally {
    jest.useRealTimers();
  }
});
