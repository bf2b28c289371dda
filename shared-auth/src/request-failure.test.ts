import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { isOutcomeUnknown, replyMessage } from './request-failure';

const config = { headers: {} } as InternalAxiosRequestConfig;
const failed = (status: number | null, data: unknown = {}, code?: string) =>
  new AxiosError(
    'x',
    code,
    config,
    {},
    status === null ? undefined : { status, data, statusText: '', headers: {}, config },
  );

test('no reply, a time-out, a 5xx or an unreadable 2xx leave the outcome unknown', () => {
  expect(isOutcomeUnknown(failed(null, undefined, AxiosError.ERR_NETWORK))).toBe(true);
  expect(isOutcomeUnknown(failed(null, undefined, AxiosError.ECONNABORTED))).toBe(true);
  expect(isOutcomeUnknown(failed(500, '<html>'))).toBe(true);
  expect(isOutcomeUnknown(failed(503, { status: 1, message: 'Down' }))).toBe(true);
  expect(isOutcomeUnknown(failed(200, '{"status":0,', AxiosError.ERR_BAD_RESPONSE))).toBe(true);
  expect(isOutcomeUnknown(new TypeError('reply without data'))).toBe(true);
});

test('a 4xx is a clear refusal with the server sentence', () => {
  const refused = failed(400, { status: 1, message: 'Stake must be more than 0' });
  expect(isOutcomeUnknown(refused)).toBe(false);
  expect(replyMessage(refused)).toBe('Stake must be more than 0');
  expect(replyMessage(failed(400, '<html>'))).toBeNull();
  expect(replyMessage(failed(400, { message: '' }))).toBeNull();
  expect(replyMessage(new Error('Network Error'))).toBeNull();
});
