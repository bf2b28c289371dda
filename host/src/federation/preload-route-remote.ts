import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router-dom';
import { followEarly, startEarlyCall } from 'shared-auth';
import { readBody } from '../routes/first-reads';
import { ROUTES, type AppRoute } from '../routes/route-table';

type Params = Record<string, string | undefined>;

/** The route of a remote page the path shows (matched as the router does: exact, no case). */
export function remoteRoute(pathname: string): AppRoute | null {
  return remoteMatch(pathname)?.route ?? null;
}

function remoteMatch(pathname: string): { route: AppRoute; params: Params } | null {
  for (const route of ROUTES) {
    if (route.target.kind !== 'remote') continue;
    const match = matchPath({ path: route.path, caseSensitive: false, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/**
 * Starts what the remote page of the path needs at start-up, before React has drawn anything:
 * its remote's manifest, entry and the page's chunks, its first read and, with `followTopic`, its
 * stream topic. A failure is left to the page's own load, which reports it.
 */
export function preloadRouteRemote(pathname: string, followTopic = false): void {
  const found = remoteMatch(pathname);
  if (!found || found.route.target.kind !== 'remote') return;
  const { route, params } = found;
  const { remote, expose } = found.route.target.ref;
  try {
    preloadRemote([{ nameOrAlias: remote, exposes: [expose], share: false }]).catch(
      () => undefined,
    );
  } catch {
    // the runtime can refuse at once (not initialised): the page's own load reports it
  }
  const { firstCall, topic } = route;
  if (topic && followTopic) followEarly(typeof topic === 'function' ? topic(params) : topic);
  if (firstCall) startEarlyCall(firstCall.call, readBody(firstCall, params));
}
