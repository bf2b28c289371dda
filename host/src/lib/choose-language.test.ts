import { act } from '@testing-library/react';
import { callApi, currentLanguage, setLanguage, useSessionStore } from 'shared-auth';
import { logInDemo } from 'shared-auth/test/session';
import { chooseLanguage, followStoredLanguage } from './choose-language';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), callApi: jest.fn() }));
const mockedCall = jest.mocked(callApi);

const logIn = () => logInDemo();

beforeEach(() => mockedCall.mockReset().mockResolvedValue({}));
afterEach(async () => {
  useSessionStore.getState().clearSession();
  await act(() => setLanguage('en'));
});

test('logged out, a choice is kept on this device only', async () => {
  await chooseLanguage('hi');
  expect(currentLanguage()).toBe('hi');
  expect(mockedCall).not.toHaveBeenCalled();
});

test('logged in, a choice is stored with the player', async () => {
  logIn();
  await chooseLanguage('hi');
  expect(mockedCall).toHaveBeenCalledWith(
    '/User/SaveLanguage',
    { Language: 'hi' },
    { silent: true },
  );
});

test("after login the player's stored language wins over this device's", async () => {
  logIn();
  mockedCall.mockResolvedValueOnce({ language: 'hi' });
  await followStoredLanguage();
  expect(currentLanguage()).toBe('hi');
  expect(mockedCall).toHaveBeenCalledTimes(1);
});

test("a player who never chose keeps this device's choice, which is stored for them", async () => {
  await setLanguage('hi');
  logIn();
  mockedCall.mockResolvedValueOnce({ language: null });
  await followStoredLanguage();
  expect(currentLanguage()).toBe('hi');
  expect(mockedCall).toHaveBeenLastCalledWith(
    '/User/SaveLanguage',
    { Language: 'hi' },
    { silent: true },
  );
});

test("the device's choice is stored at the first idle moment, after the page's first paint", async () => {
  jest.useFakeTimers();
  try {
    logIn();
    mockedCall.mockResolvedValueOnce({ language: null });
    const followed = followStoredLanguage();
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(mockedCall).toHaveBeenCalledTimes(1); // GetProfile only
    await jest.advanceTimersByTimeAsync(0);
    expect(mockedCall).toHaveBeenCalledTimes(2);
    await followed;
  } finally {
    jest.useRealTimers();
  }
});
