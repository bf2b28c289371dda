import { startEarlyCall } from 'shared-auth';
import { preloadRouteRemote } from './preload-route-remote';
import { startLoggedIn } from './start-logged-in';
import { takeSentReads } from './start-reads-plugin';

jest.mock('shared-auth', () => ({ startEarlyCall: jest.fn() }));
jest.mock('./preload-route-remote', () => ({ preloadRouteRemote: jest.fn() }));
jest.mock('./sent-reply-adapter', () => ({ sentReplyAdapter: jest.fn(() => 'adapter') }));
jest.mock('./start-reads-plugin', () => ({ takeSentReads: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

test('hands each read the start-up sent to its call, then starts the route (its topic only when asked)', () => {
  const reply = Promise.resolve({} as Response);
  jest
    .mocked(takeSentReads)
    .mockReturnValue([{ call: '/DashBoard/GetDashboard', body: { SportId: 4 }, reply, at: 12 }]);
  startLoggedIn('/matches', true);
  expect(startEarlyCall).toHaveBeenCalledWith(
    '/DashBoard/GetDashboard',
    { SportId: 4 },
    { adapter: 'adapter', at: 12 },
  );
  expect(preloadRouteRemote).toHaveBeenCalledWith('/matches', true);

  jest.mocked(takeSentReads).mockReturnValue([]);
  startLoggedIn('/matches');
  expect(preloadRouteRemote).toHaveBeenLastCalledWith('/matches', false);
});
