import { queryClient } from './query-client';
import { useSessionStore } from './session-store';

const reply = {
  status: 0 as const,
  message: 'ok',
  name: 'Demo Player',
  token: 'abc',
  userType: 'Client',
  sessionId: 'sid',
};

afterEach(() => useSessionStore.getState().clearSession());

test('saveLogin stores the four keys; the logged-in flag waits for markLoggedIn', () => {
  useSessionStore.getState().saveLogin(reply);
  expect(localStorage.getItem('token')).toBe('abc');
  expect(localStorage.getItem('userType')).toBe('Client');
  expect(localStorage.getItem('name')).toBe('Demo Player');
  expect(localStorage.getItem('sessionId')).toBe('sid');
  expect(useSessionStore.getState().isLoggedIn).toBe(false);
  useSessionStore.getState().markLoggedIn();
  expect(useSessionStore.getState().isLoggedIn).toBe(true);
});

test('syncFromStorage re-derives the flag from the stored token', () => {
  useSessionStore.getState().saveLogin(reply);
  useSessionStore.getState().markLoggedIn();
  localStorage.removeItem('token');
  useSessionStore.getState().syncFromStorage();
  expect(useSessionStore.getState().isLoggedIn).toBe(false);
  localStorage.setItem('token', 'from-another-tab');
  useSessionStore.getState().syncFromStorage();
  expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, token: 'from-another-tab' });
});

test('clearSession removes all seven storage keys and the balance', () => {
  useSessionStore.getState().saveLogin(reply);
  for (const key of ['sessionOddsData', 'bookOddsData', 'activeSessionLocal']) {
    localStorage.setItem(key, '{}');
  }
  useSessionStore.getState().setBalance({ balance: '1.00', exposure: '0.00', available: '1.00' });
  useSessionStore.getState().clearSession();
  expect(localStorage.length).toBe(0);
  expect(useSessionStore.getState()).toMatchObject({
    token: null,
    balance: null,
    isLoggedIn: false,
  });
});

test('ending the session empties the shared query cache', () => {
  useSessionStore.getState().saveLogin(reply);
  queryClient.setQueryData(['profile'], { name: 'Demo Player' });
  useSessionStore.getState().clearSession();
  expect(queryClient.getQueryData(['profile'])).toBeUndefined();
});

test('another tab logging out empties the shared query cache too', () => {
  useSessionStore.getState().saveLogin(reply);
  queryClient.setQueryData(['profile'], { name: 'Demo Player' });
  localStorage.removeItem('token');
  useSessionStore.getState().syncFromStorage();
  expect(queryClient.getQueryData(['profile'])).toBeUndefined();
});
