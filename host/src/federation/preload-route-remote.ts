import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router-dom';
import { startEarlyCall } from 'shared-auth';
import { ROUTES, type AppRoute } from '../routes/route-table';

/** The route of a remote page the path shows (matched as the router does: exact, no case). */
export function remoteRoute(pathname: string): AppRoute | null {
  for (const route of ROUTES) {
    if (route.target.kind !== 'remote') continue;
    if (matchPath({ path: route.path, caseSensitive: false, end: true }, pathname)) return route;
  }
  return null;
}

/**
 * Starts what the remote page of the path needs at start-up, before React has drawn anything:
 * its remote's manifest, entry and the page's chunks, and its first read. A failure is left to
 * the page's own load, which reports it.
 */
export function preloadRouteRemote(pathname: string): void {
  const route = remoteRoute(pathname);
  if (route?.target.kind !== 'remote') return;
  const { remote, expose } = route.target.ref;
  preloadRemote([{ nameOrAlias: remote, exposes: [expose], share: false }]).catch(() => undefined);
  if (route.firstCall) startEarlyCall(route.firstCall.call, route.firstCall.body);
}
