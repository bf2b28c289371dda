// The host's service worker (scope /), bundled with its Workbox modules by InjectManifest
// (host/webpack.config.js): no script from elsewhere (CSP). The offline page, its script, the icon
// and the manifest are precached with revisions; every content-hashed chunk, the host's and the
// remotes' (other origins, deployed on their own, so never precached here), comes from the cache
// on a repeat visit. Entries (main.js, remoteEntry.js, mf-manifest.json, config.json) come from the
// cache at once too, each checked against the network behind it (entryWithCheckBehind); pages go to
// the network. API replies and tokens are never stored: only GET requests for the files named
// below are answered here, everything else goes straight through.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

const CHUNKS = 'chunks-v1';
const ENTRIES = 'entries-v2';
/** Caches of earlier versions of this worker: the shell is in Workbox's precache now. */
const RETIRED = ['shell-v1', 'entries-v1'];
/** Sent to the pages (host/src/pwa/worker-version.ts) and asked by them. */
const NEW_VERSION = 'new-version-live';
const ASK_NEW_VERSION = 'new-version-live?';
// about three full deployments of the four apps: older versions' chunks are dropped, oldest first
const MAX_CHUNKS = 300;

// as scripts/lib/static-server.mjs: these are sent immutable
const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;
const ENTRY = /\/(main\.js|remoteEntry\.js|mf-manifest\.json|config\.json)$/;

/** @typedef {{ request: Request, url: URL }} RouteMatch */

/** @param {Request} request */
const storable = (request) => !request.headers.has('authorization');

/**
 * A remote's chunk comes from a <script> without CORS; the static servers allow any origin, so it
 * is fetched with CORS instead: its status is readable and it is not stored as a padded opaque reply.
 */
const withCors = {
  /** @param {{ request: Request }} param */
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors'
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};

/** Pages always come from the network (or its navigation preload); without one, the offline page. */
const offlinePage = {
  handlerDidError: async () => (await matchPrecache('/offline.html')) ?? Response.error(),
};

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
enableNavigationPreload();
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED.map((name) => caches.delete(name))));
});

registerRoute(
  /** @param {RouteMatch} match */ ({ request }) => request.mode === 'navigate',
  new NetworkOnly({ plugins: [offlinePage] }),
);
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  /** @param {RouteMatch} match */ ({ request, url }) =>
    storable(request) && HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: CHUNKS,
    plugins: [withCors, new ExpirationPlugin({ maxEntries: MAX_CHUNKS })],
  }),
);
/** Pages (clients) that were given an entry the check behind found out of date. */
const staleClients = new Set();

/** @param {Request} request */
const corsFetch = (request, cache = request.cache) =>
  fetch(request.url, {
    mode: 'cors',
    credentials: request.mode === 'no-cors' ? 'omit' : request.credentials,
    cache,
  });

/**
 * The network's copy, compared with the one just served. When they differ, a new version is
 * live: every stored entry is dropped (the next visit takes all of them from the network, so the
 * cache never holds entries of two deployments that were not live together), the new copy is
 * kept, and the open pages are told (they offer a reload).
 * @param {Request} request
 * @param {Response} served
 * @param {string} clientId
 */
async function checkBehind(request, served, clientId) {
  const fresh = await corsFetch(request, 'no-cache').catch(() => null);
  if (!fresh?.ok) return; // offline or failing: the stored copy stays
  const [before, now] = await Promise.all([served.text(), fresh.clone().text()]);
  if (before === now) return;
  const cache = await caches.open(ENTRIES);
  await Promise.all((await cache.keys()).map((key) => cache.delete(key)));
  await cache.put(request.url, fresh);
  if (clientId) staleClients.add(clientId);
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    staleClients.add(client.id);
    client.postMessage({ type: NEW_VERSION });
  }
}

/**
 * An entry from the cache at once (it names the chunks, which are cached too), checked behind;
 * without a stored copy, from the network, kept. The page's version watch reads through here too:
 * each of its reads is a check behind, and it sees what the check stored.
 * @param {{ request: Request, event: FetchEvent }} param
 */
async function entryWithCheckBehind({ request, event }) {
  const cache = await caches.open(ENTRIES);
  const stored = await cache.match(request.url);
  if (stored) {
    const clientId = event.clientId || event.resultingClientId;
    event.waitUntil(checkBehind(request, stored.clone(), clientId));
    return stored;
  }
  const response = await corsFetch(request);
  if (response.ok) event.waitUntil(cache.put(request.url, response.clone()));
  return response;
}

registerRoute(
  /** @param {RouteMatch} match */ ({ request, url }) =>
    storable(request) && ENTRY.test(url.pathname),
  entryWithCheckBehind,
);

// A page asks once it listens (a message sent before then may have been missed).
self.addEventListener('message', (event) => {
  const source = /** @type {Client | null} */ (event.source);
  if (event.data?.type === ASK_NEW_VERSION && source && staleClients.has(source.id))
    source.postMessage({ type: NEW_VERSION });
});
