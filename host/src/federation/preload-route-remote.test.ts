import { preloadRemote } from '@module-federation/enhanced/runtime';
import { startEarlyCall } from 'shared-auth';
import { takeSentFirstRead } from './first-read-plugin';
import { preloadRouteRemote } from './preload-route-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
jest.mock('shared-auth', () => ({ startEarlyCall: jest.fn() }));
jest.mock('./first-read-plugin', () => ({ takeSentFirstRead: jest.fn(() => null) }));

beforeEach(() => jest.clearAllMocks());

test("a match page starts its remote and its scoreboard's read, with the match of its path", () => {
  preloadRouteRemote('/sportGame/1004/32001004/210001004');
  expect(preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'sports', exposes: ['SportGamePage'], share: false },
  ]);
  expect(startEarlyCall).toHaveBeenCalledWith('/Sports/GetScore', { MatchId: '1004' }, undefined);
});

test('/matches starts GetDashboard; a host page starts nothing', () => {
  preloadRouteRemote('/matches');
  expect(startEarlyCall).toHaveBeenCalledWith('/DashBoard/GetDashboard', { SportId: 4 }, undefined);
  jest.clearAllMocks();
  preloadRouteRemote('/profile');
  expect(preloadRemote).not.toHaveBeenCalled();
  expect(startEarlyCall).not.toHaveBeenCalled();
});

test('a preload that throws at once (no federation instance yet) leaves the start-up and the first read going', () => {
  jest.mocked(preloadRemote).mockImplementationOnce(() => {
    throw new Error('Please call init first');
  });
  expect(() => preloadRouteRemote('/matches')).not.toThrow();
  expect(startEarlyCall).toHaveBeenCalledWith('/DashBoard/GetDashboard', { SportId: 4 }, undefined);
});

test("the read sent at the federation's start-up is handed over, not sent again; another path's is not", () => {
  const reply = Promise.resolve({} as Response);
  const sent = { call: '/DashBoard/GetDashboard', body: { SportId: 4 }, reply, at: 1 };
  jest.mocked(takeSentFirstRead).mockReturnValueOnce(sent);
  preloadRouteRemote('/matches');
  expect(startEarlyCall).toHaveBeenCalledWith('/DashBoard/GetDashboard', { SportId: 4 }, sent);
  jest.clearAllMocks();
  jest.mocked(takeSentFirstRead).mockReturnValueOnce({ ...sent, body: { SportId: 5 } });
  preloadRouteRemote('/matches');
  expect(startEarlyCall).toHaveBeenCalledWith('/DashBoard/GetDashboard', { SportId: 4 }, undefined);
});
