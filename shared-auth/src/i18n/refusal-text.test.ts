import { AxiosError, type AxiosAdapter } from 'axios';
import { act } from 'react';
import { apiClient } from '../api-client';
import { ApiError } from '../api-error';
import { playerDateTimeZoned } from 'shared-maths/player-time';
import { callApi, type OkBody } from '../call-api';
import { refusalText } from './refusal-text';
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

test('Hindi words a refusal with an amount, and a notice with a date in the player zone', async () => {
  await act(() => setLanguage('hi'));
  serve(200, {
    status: 1,
    message: 'You can lose 1234.50 more Coins today under your daily loss limit',
    code: 'SAFER_LOSS_LIMIT_LEFT',
    values: { limit: 'daily', left: '1234.50' },
    data: null,
  });
  expect(await told(callApi('/Player/PlaceBet', {}, { silent: true }))).toBe(
    'अपनी दैनिक हानि सीमा में आप आज 1,234.50 कॉइन और हार सकते हैं',
  );
  const until = '2027-06-05T16:37:00Z';
  const reply = { status: 1, message: 'Your time-out ends on ...', code: 'SAFER_ON_BREAK' };
  serve(200, { ...reply, values: { break: 'TimeOut', until }, data: null });
  const text = await told(callApi('/Player/PlaceBet', {}, { silent: true }));
  expect(text).toBe(`आपका टाइम-आउट ${playerDateTimeZoned(new Date(until), 'hi')} को खत्म होगा`);
  expect(text).toMatch(/^आपका टाइम-आउट \d+ जून 2027 \d\d:\d\d \S+ को खत्म होगा$/);
});

test('a 4xx refusal carries its code and values on the ApiError', async () => {
  serve(400, {
    status: 1,
    message: 'QuickStakes[0] is below your minimum stake of 100.00 Coins',
    code: 'STAKE_BELOW_MIN',
    values: { field: 'QuickStakes[0]', min: '100.00' },
  });
  const error = await callApi('/User/SaveStakeSettings', {}, { silent: true }).catch(
    (e: unknown) => e,
  );
  expect(error).toMatchObject({
    message: 'A stake is below your minimum stake of 100.00 Coins.',
    code: 'STAKE_BELOW_MIN',
    values: { min: '100.00' },
  });
});

test('a limit confirmation on an ok reply is worded from its code, a time limit in minutes', async () => {
  await act(() => setLanguage('hi'));
  const read = (body: OkBody) => refusalText(body.code, String(body.message), body.values);
  serve(200, {
    status: 0,
    message: 'Your daily time limit is now 1 h 30 min',
    code: 'SAFER_LIMIT_NOW',
    values: { limit: 'time', minutes: 90 },
    data: {},
  });
  expect(await callApi('/SaferGambling/SetTimeLimit', {}, { read })).toBe(
    'आपकी दैनिक समय सीमा अब 90 मिनट है',
  );
});
