import type { RealityCheckData } from 'shared-api-types';
import { toast } from 'react-toastify';
import { apiClient, setNavigator, useSessionStore } from 'shared-auth';
import { startTestSession } from 'shared-auth/test/session';
import { selectLimitClose, selectReminderDue, useSaferStatus } from './safer-status';
import {
  followSaferStatus,
  msUntilDue,
  msUntilTimeLimit,
  SAFER_POLL_MS,
} from './follow-safer-status';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const post = jest.spyOn(apiClient, 'post');
const reply = (body: unknown) => ({ data: body }) as Awaited<ReturnType<typeof apiClient.post>>;

const reminder = (over: Partial<RealityCheckData> = {}): RealityCheckData => ({
  intervalMinutes: 60,
  sessionStartedAt: '2026-02-12T12:00:00.000Z',
  sessionSeconds: 59 * 60,
  netResult: '0.00',
  dueAt: '2026-02-12T13:00:00.000Z',
  due: false,
  ...over,
});
const status = (r: RealityCheckData, closeLimits: ('daily' | 'weekly')[] = []) =>
  reply({ status: 0, message: '', data: { closeLimits, realityCheck: r } });

beforeEach(() => {
  jest.useFakeTimers();
  post.mockReset();
  startTestSession();
  useSaferStatus.getState().clear();
});
afterEach(() => jest.useRealTimers());

test('the time to the reminder is counted on the server’s clock, not the browser’s', () => {
  // The server's now was 12:59 when read, 20 s ago: due in 40 s whatever Date.now() says.
  expect(msUntilDue(reminder(), 1_000, 21_000)).toBe(40_000);
  expect(msUntilDue(reminder({ due: true }), 0, 0)).toBeNull();
  expect(msUntilDue(reminder({ dueAt: null, intervalMinutes: 0 }), 0, 0)).toBeNull();
});

test('reads at once, every 15 s, and again when the reminder falls due', async () => {
  post.mockResolvedValue(status(reminder(), ['daily']));
  const stop = followSaferStatus();
  await jest.advanceTimersByTimeAsync(0);
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/SaferGambling/GetStatus', {}, expect.anything());
  expect(selectLimitClose(useSaferStatus.getState())).toBe(true);
  expect(selectReminderDue(useSaferStatus.getState())).toBe(false);

  // The 15 s poll finds it due.
  post.mockResolvedValue(status(reminder({ due: true, sessionSeconds: 3600 })));
  await jest.advanceTimersByTimeAsync(SAFER_POLL_MS);
  expect(post).toHaveBeenCalledTimes(2);
  expect(selectReminderDue(useSaferStatus.getState())).toBe(true);

  stop();
  expect(useSaferStatus.getState().reminder).toBeNull();
  await jest.advanceTimersByTimeAsync(5 * SAFER_POLL_MS);
  expect(post).toHaveBeenCalledTimes(2);
});

test('a reminder due at a time between polls is read then', async () => {
  post.mockResolvedValue(status(reminder({ sessionSeconds: 60 * 60 - 5 })));
  const stop = followSaferStatus();
  await jest.advanceTimersByTimeAsync(0);
  expect(post).toHaveBeenCalledTimes(1);
  post.mockResolvedValue(status(reminder({ due: true, sessionSeconds: 3606 })));
  await jest.advanceTimersByTimeAsync(5_999);
  expect(post).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(2);
  expect(post).toHaveBeenCalledTimes(2);
  expect(selectReminderDue(useSaferStatus.getState())).toBe(true);
  stop();
});

test('a failed read keeps what is shown; logged out, nothing is read', async () => {
  post.mockResolvedValue(status(reminder(), ['weekly']));
  const stop = followSaferStatus();
  await jest.advanceTimersByTimeAsync(0);
  post.mockRejectedValue(new Error('down'));
  await jest.advanceTimersByTimeAsync(SAFER_POLL_MS);
  expect(useSaferStatus.getState().closeLimits).toEqual(['weekly']);
  useSessionStore.getState().clearSession();
  post.mockReset();
  await jest.advanceTimersByTimeAsync(SAFER_POLL_MS);
  expect(post).not.toHaveBeenCalled();
  stop();
});

test('at the daily time limit (server clock) the session ends here with the notice', async () => {
  const navigate = jest.fn();
  setNavigator(navigate);
  // The server's now is 12:59 at the first read and runs on; the limit ends the sessions at
  // 13:02:10, 190 s later, between two polls.
  expect(msUntilTimeLimit('2026-02-12T13:02:10.000Z', reminder(), 1_000, 21_000)).toBe(170_000);
  const startedAt = Date.now();
  const ok = () =>
    reply({
      status: 0,
      message: '',
      data: {
        closeLimits: [],
        realityCheck: reminder({
          sessionSeconds: 59 * 60 + Math.floor((Date.now() - startedAt) / 1000),
        }),
        timeLimit: {
          minutes: 60,
          endsAt: '2026-02-12T13:02:10.000Z',
          opensAt: '2026-02-12T18:30:00.000Z',
        },
      },
    });
  post.mockImplementation(async () => ok());
  const stop = followSaferStatus();
  await jest.advanceTimersByTimeAsync(189_000);
  expect(post.mock.calls.length).toBeGreaterThan(10);
  expect(useSessionStore.getState().token).not.toBeNull();
  post.mockReset();
  post.mockResolvedValue(
    reply({
      status: 1,
      message: 'You have reached your daily time limit: you have been logged out',
      code: 'SAFER_TIME_LIMIT_REACHED',
      data: null,
    }),
  );
  await jest.advanceTimersByTimeAsync(1000);
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/SaferGambling/GetStatus', {}, expect.anything());
  expect(useSessionStore.getState().token).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/');
  expect(toast.error).toHaveBeenCalledWith(
    'You have reached your daily time limit: you have been logged out.',
    expect.anything(),
  );
  stop();
});
