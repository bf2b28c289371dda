import { preloadRemote } from '@module-federation/enhanced/runtime';
import { startEarlyCall } from 'shared-auth';
import { preloadRouteRemote } from './preload-route-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
jest.mock('shared-auth', () => ({ startEarlyCall: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

test("a match page starts its remote and its scoreboard's read, with the match of its path", () => {
  preloadRouteRemote('/sportGame/1004/32001004/210001004');
  expect(preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'sports', exposes: ['SportGamePage'], share: false },
  ]);
  expect(startEarlyCall).toHaveBeenCalledWith('/Sports/GetScore', { MatchId: '1004' });
});

test('/matches starts GetDashboard; a host page starts nothing', () => {
  preloadRouteRemote('/matches');
  expect(startEarlyCall).toHaveBeenCalledWith('/DashBoard/GetDashboard', { SportId: 4 });
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
  expect(startEarlyCall).toHaveBeenCalledWith('/DashBoard/GetDashboard', { SportId: 4 });
});
