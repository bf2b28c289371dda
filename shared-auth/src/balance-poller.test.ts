import { toast } from 'react-toastify';
import { createBalancePoller } from './balance-poller';
import { refreshBalance } from './session-actions';
import { apiClient } from './api-client';
import { browserLocation, setNavigator } from './navigation';
import { useSessionStore } from './session-store';
import { startTestSession } from '../test/session';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

beforeEach(() => {
  jest.useFakeTimers();
  startTestSession();

  useSessionStore.getState().markLoggedIn();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('polls every 5 s, starting at once', async () => {
  const fetchOnce = jest.fn().mockResolvedValue('updated');
  const poller = createBalancePoller(fetchOnce);
  poller.start();
  expect(fetchOnce).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(4999);
  expect(fetchOnce).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchOnce).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(10000);
  expect(fetchOnce).toHaveBeenCalledTimes(4);
  poller.stop();
  await jest.advanceTimersByTimeAsync(20000);
  expect(fetchOnce).toHaveBeenCalledTimes(4);
});

test('never two requests in flight: a slow reply makes the next ticks skip', async () => {
  let finish: () => void = () => undefined;
  const fetchOnce = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const poller = createBalancePoller(fetchOnce);
  poller.start();
  await jest.advanceTimersByTimeAsync(12000);
  expect(fetchOnce).toHaveBeenCalledTimes(1);
  finish();
  await jest.advanceTimersByTimeAsync(3000);
  expect(fetchOnce).toHaveBeenCalledTimes(2);
  poller.stop();
});

test('status 1 logs the player out', async () => {
  const navigate = jest.fn();
  setNavigator(navigate);
  jest
    .spyOn(apiClient, 'post')
    .mockResolvedValue({ data: { status: 1, message: 'x', data: null } });
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: {} });
  await expect(refreshBalance()).resolves.toBe('logged-out');
  expect(useSessionStore.getState().isLoggedIn).toBe(false);
  expect(localStorage.getItem('token')).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/');
});

test('a network error keeps the session and the next tick tries again', async () => {
  jest.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  const post = jest
    .spyOn(apiClient, 'post')
    .mockRejectedValueOnce(new Error('Network Error'))
    .mockResolvedValueOnce({
      data: {
        status: 0,
        message: '',
        data: { balance: '5.00', exposure: '0.00', available: '5.00' },
      },
    });
  const poller = createBalancePoller();
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  expect(useSessionStore.getState().isLoggedIn).toBe(true);
  await jest.advanceTimersByTimeAsync(5000);
  expect(post).toHaveBeenCalledTimes(2);
  expect(useSessionStore.getState().balance?.available).toBe('5.00');
  poller.stop();
});

test('a reply without a balance keeps the shown one; the player is told once per failing run', async () => {
  const shown = { balance: '9.00', exposure: '0.00', available: '9.00' };
  const reply = (data: unknown) => ({ data: { status: 0, message: '', data } });
  jest
    .spyOn(apiClient, 'post')
    .mockResolvedValueOnce(reply(shown))
    .mockResolvedValueOnce(reply(undefined))
    .mockRejectedValueOnce(new Error('Network Error'))
    .mockResolvedValueOnce(reply(shown))
    .mockRejectedValueOnce(new Error('Network Error'));
  const told = jest.mocked(toast.error);
  told.mockClear();
  for (const expected of ['updated', 'failed', 'failed', 'updated', 'failed'])
    await expect(refreshBalance()).resolves.toBe(expected);
  expect(useSessionStore.getState().balance).toEqual(shown);
  expect(told).toHaveBeenCalledTimes(2);
  expect(told).toHaveBeenCalledWith(
    'Your balance could not be updated. It will be tried again in a few seconds.',
    expect.objectContaining({ autoClose: 5000 }),
  );
});
