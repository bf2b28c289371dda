import { generatePath } from 'react-router-dom';
import { remoteRoute } from '../federation/preload-route-remote';
import routeRemotes from './route-remotes.json';
import { ROUTES } from './route-table';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));

/** route-remotes.json as the page server reads it: "/x/" is a prefix, "/x" the whole path. */
function routeByJson(pathname: string): { remote: string; expose: string } | null {
  const lower = pathname.toLowerCase();
  for (const [remote, prefixes] of Object.entries(routeRemotes)) {
    for (const [p, expose] of Object.entries(prefixes)) {
      const prefix = p.toLowerCase();
      if (prefix.endsWith('/') ? lower.startsWith(prefix) : lower === prefix)
        return { remote, expose };
    }
  }
  return null;
}

const examples = ROUTES.map((route) => ({
  route,
  path: generatePath(route.path, { Matchid: '1', eventId: '2', marketId: '3' }),
}));

test.each(examples)('$path: the server preloads its remote and exposed page', ({ route, path }) => {
  const ref = route.target.kind === 'remote' ? route.target.ref : null;
  const remote = ref?.remote ?? null;
  const expected = ref ? { remote: ref.remote, expose: ref.expose } : null;
  expect(routeByJson(path)).toEqual(expected);
  expect(routeByJson(path.toUpperCase())).toEqual(expected);
  const target = remoteRoute(path)?.target;
  expect(target?.kind === 'remote' ? target.ref.remote : null).toBe(remote);
});

test('a path of no route preloads nothing', () => {
  expect(routeByJson('/no-such-page')).toBeNull();
  expect(remoteRoute('/no-such-page')).toBeNull();
  expect(remoteRoute('/sportGame/1')).toBeNull();
});
