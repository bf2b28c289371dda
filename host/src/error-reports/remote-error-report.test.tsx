import { act, render, screen } from '@testing-library/react';
import { callApi } from 'shared-auth';
import { RemotePage } from '../federation/remote-page';
import { recordRemoteVersion } from '../federation/running-versions';
import { createErrorReporter } from './error-reporter';
import { REPORT_DELAY_MS } from './error-reporter';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => Promise.reject(new Error(TOKEN_IN_ERROR))),
}));
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  callApi: jest.fn(() => Promise.resolve(null)),
}));

const TOKEN = 'tOkEn_0123456789abcdefghijklmnop';
const TOKEN_IN_ERROR = `[ Federation Runtime ]: RUNTIME-003 Failed to get manifest https://s.example/mf-manifest.json?t=${TOKEN}`;

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.setItem('token', TOKEN);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

test('a remote that fails to load sends one report with its name and version, no token', async () => {
  recordRemoteVersion('sports', '1.0.0-3ed4f605ee');
  render(<RemotePage remote="sports" expose="MatchesPage" />);
  expect(await screen.findByRole('heading', { name: 'Sports is unavailable' })).toBeTruthy();
  expect(callApi).not.toHaveBeenCalled();
  await act(async () => {
    jest.advanceTimersByTime(REPORT_DELAY_MS);
  });
  expect(callApi).toHaveBeenCalledTimes(1);
  const [path, body, options] = (callApi as jest.Mock).mock.calls[0];
  expect(path).toBe('/Client/ReportErrors');
  expect(options).toEqual({ silent: true });
  expect(body.errors).toEqual([
    expect.objectContaining({
      kind: 'remote-load',
      app: 'sports',
      version: '1.0.0-3ed4f605ee',
      count: 1,
      page: '/',
    }),
  ]);
  expect(JSON.stringify(body)).not.toContain(TOKEN);
  expect(body.errors[0].message).toContain('[scrubbed]');
});

test('the same error again in a batch counts up; a failed send is dropped quietly', async () => {
  const send = jest.fn(() => Promise.reject(new Error('offline')));
  const reporter = createErrorReporter({
    send,
    hostVersion: '1.0.0+abc',
    versionOf: () => '2.0.0',
    secrets: () => [],
    page: () => '/games/aaa',
  });
  const chunk = Object.assign(new Error('Loading chunk 516 failed.'), { name: 'ChunkLoadError' });
  reporter.report('casino', chunk);
  reporter.report('casino', chunk);
  reporter.report('casino', new TypeError('x is undefined'));
  await act(async () => {
    jest.advanceTimersByTime(REPORT_DELAY_MS);
  });
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0]).toEqual([
    {
      errors: [
        expect.objectContaining({ kind: 'chunk-load', count: 2, version: '2.0.0' }),
        expect.objectContaining({ kind: 'render', count: 1, hostVersion: '1.0.0+abc' }),
      ],
    },
  ]);
});
