import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router-dom';
import type { RemoteName } from 'shared-auth';
import { ROUTES } from '../routes/route-table';

/** The remote page a path shows (matched as the router does: exact, ignoring case), or null. */
export function routeRemote(pathname: string): { remote: RemoteName; expose: string } | null {
  for (const route of ROUTES) {
    if (route.target.kind !== 'remote') continue;
    if (matchPath({ path: route.path, caseSensitive: false, end: true }, pathname)) {
      return { remote: route.target.remote, expose: route.target.expose };
    }
  }
  return null;
}

/**
 * Starts loading the remote page of the path (manifest, entry, the page's chunks) at start-up,
 * before React has drawn anything. A failure is left to the page's own load, which reports it.
 */
export function preloadRouteRemote(pathname: string): void {
  const target = routeRemote(pathname);
  if (!target) return;
  preloadRemote([{ nameOrAlias: target.remote, exposes: [target.expose], share: false }]).catch(
    () => undefined,
  );
}
