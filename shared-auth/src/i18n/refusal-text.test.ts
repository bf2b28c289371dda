import { AxiosError, type AxiosAdapter } from 'axios';
import { act } from 'react';
import { apiClient } from '../api-client';
import { ApiError } from '../api-error';
import { callApi } from '../call-api';
import { setLanguage } from './set-language';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

/** The real client; only the transport answers `data` with `status`. */
function serve(status: number, data: object) {
  const adapter: AxiosAdapter = async (config) => {
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('x', undefined, config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  apiClient.defaults.baseURL = 'http://api.test';
}

const told = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no failure',
    (error: unknown) => (error instanceof ApiError ? error.message : 'not an ApiError'),
  );

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test("a known code is told in the player's language, whatever the server's sentence", async () => {
  serve(200, {
    status: 1,
    message: 'Your current password is not correct.',
    code: 'PASSWORD_WRONG',
    data: null,
  });
  expect(await told(callApi('/User/ChangePassword', {}, { silent: true }))).toBe(
    'Your current password is not correct.',
  );
  await act(() => setLanguage('hi'));
  expect(await told(callApi('/User/ChangePassword', {}, { silent: true }))).toBe(
    'आपका मौजूदा पासवर्ड सही नहीं है।',
  );
});

test("a 4xx refusal's code is translated too", async () => {
  await act(() => setLanguage('hi'));
  serve(400, {
    status: 1,
    message: 'QuickStakes must not repeat an amount',
    code: 'STAKES_REPEAT',
  });
  expect(await told(callApi('/User/SaveStakeSettings', {}, { silent: true }))).toBe(
    'क्विक स्टेक में एक ही राशि दोबारा नहीं हो सकती',
  );
});

test("an unknown code, one with numbers in its sentence, or none: the server's sentence", async () => {
  await act(() => setLanguage('hi'));
  for (const code of ['NEW_CODE', 'STAKE_BELOW_MIN', undefined]) {
    serve(200, { status: 1, message: 'Server sentence', code, data: null });
    expect(await told(callApi('/x', {}, { silent: true }))).toBe('Server sentence');
  }
});
