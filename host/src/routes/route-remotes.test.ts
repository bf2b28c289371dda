import { generatePath } from 'react-router-dom';
import { remoteRoute } from '../federation/preload-route-remote';
import routeRemotes from './route-remotes.json';
import { ROUTES } from './route-table';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));

/** route-remotes.json as the static server reads it: "/x/" is a prefix, "/x" the whole path. */
function remoteByJson(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  for (const [remote, prefixes] of Object.entries(routeRemotes)) {
    for (const p of prefixes.map((x) => x.toLowerCase())) {
      if (p.endsWith('/') ? lower.startsWith(p) : lower === p) return remote;
    }
  }
  return null;
}

const examples = ROUTES.map((route) => ({
  route,
  path: generatePath(route.path, { Matchid: '1', eventId: '2', marketId: '3' }),
}));

test.each(examples)('$path: the server preloads the manifest of its remote', ({ route, path }) => {
  const remote = route.target.kind === 'remote' ? route.target.ref.remote : null;
  expect(remoteByJson(path)).toBe(remote);
  expect(remoteByJson(path.toUpperCase())).toBe(remote);
  const target = remoteRoute(path)?.target;
  expect(target?.kind === 'remote' ? target.ref.remote : null).toBe(remote);
});

test('a path of no route preloads nothing', () => {
  expect(remoteByJson('/no-such-page')).toBeNull();
  expect(remoteRoute('/no-such-page')).toBeNull();
  expect(remoteRoute('/sportGame/1')).toBeNull();
});
