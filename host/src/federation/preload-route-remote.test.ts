import { preloadRemote } from '@module-federation/enhanced/runtime';
import { followEarly, startEarlyCall } from 'shared-auth';
import { preloadRouteRemote } from './preload-route-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
jest.mock('shared-auth', () => ({ startEarlyCall: jest.fn(), followEarly: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

test("a match page starts its remote, its scoreboard's read and its stream topic, with the match of its path", () => {
  preloadRouteRemote('/sportGame/1004/32001004/210001004', true);
  expect(preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'sports', exposes: ['SportGamePage'], share: false },
  ]);
  expect(startEarlyCall).toHaveBeenCalledWith('/Sports/GetScore', { MatchId: '1004' });
  expect(followEarly).toHaveBeenCalledWith('match:32001004');
});

test('/matches starts GetDashboard and follows the dashboard; a host page starts nothing', () => {
  preloadRouteRemote('/matches', true);
  expect(startEarlyCall).toHaveBeenCalledWith('/DashBoard/GetDashboard', { SportId: 4 });
  expect(followEarly).toHaveBeenCalledWith('dashboard');
  jest.clearAllMocks();
  preloadRouteRemote('/profile', true);
  expect(preloadRemote).not.toHaveBeenCalled();
  expect(startEarlyCall).not.toHaveBeenCalled();
  expect(followEarly).not.toHaveBeenCalled();
});

test('without followTopic (a first visit: the code still comes over the network) no topic is followed yet', () => {
  preloadRouteRemote('/matches');
  expect(startEarlyCall).toHaveBeenCalledWith('/DashBoard/GetDashboard', { SportId: 4 });
  expect(followEarly).not.toHaveBeenCalled();
});

test('a preload that throws at once (no federation instance yet) leaves the start-up and the first read going', () => {
  jest.mocked(preloadRemote).mockImplementationOnce(() => {
    throw new Error('Please call init first');
  });
  expect(() => preloadRouteRemote('/matches')).not.toThrow();
  expect(startEarlyCall).toHaveBeenCalledWith('/DashBoard/GetDashboard', { SportId: 4 });
});
