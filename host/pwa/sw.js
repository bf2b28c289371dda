// The host's service worker (scope /), bundled with its Workbox modules by InjectManifest
// (host/webpack.config.js): no script from elsewhere (CSP). The offline page, its script, the icon
// and the manifest are precached with revisions; every content-hashed chunk, the host's and the
// remotes' (other origins, deployed on their own, so never precached here), comes from the cache
// on a repeat visit. Entries (main.js, remoteEntry.js, mf-manifest.json, config.json) and the pages
// a player opened come from the cache at once too, each checked against the network behind it
// (entryWithCheckBehind; a page against its navigation preload). What the first visit loaded
// before this worker controlled it is stored at install: the open pages (keepOpenPages) and the
// files each page says it loaded (keepLoadedFiles). API replies and tokens
// are never stored: only GET requests for the files named below are answered here,
// everything else goes straight through.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

const CHUNKS = 'chunks-v1';
const ENTRIES = 'entries-v2';
/** Caches of earlier versions of this worker: the shell is in Workbox's precache now. */
const RETIRED = ['shell-v1', 'entries-v1'];
/** Sent to the pages (host/src/pwa/worker-version.ts) and asked by them. */
const NEW_VERSION = 'new-version-live';
const ASK_NEW_VERSION = 'new-version-live?';
/** Sent by a page this worker did not control (host/src/pwa/register-sw.ts). */
const LOADED_FILES = 'loaded-files';
// about three full deployments of the four apps: older versions' chunks are dropped, oldest first
const MAX_CHUNKS = 300;
/** Pages kept (each address opened is one, about 2 KB; the oldest go first). */
const MAX_PAGES = 20;

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

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  // a failure here must not fail the install: the next visit stores what it loads
  event.waitUntil(keepOpenPages().catch(() => undefined));
});
clientsClaim();
enableNavigationPreload();
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED.map((name) => caches.delete(name))));
});

precacheAndRoute(self.__WB_MANIFEST);
const chunkStrategy = new CacheFirst({
  cacheName: CHUNKS,
  plugins: [withCors, new ExpirationPlugin({ maxEntries: MAX_CHUNKS })],
});
registerRoute(
  /** @param {RouteMatch} match */ ({ request, url }) =>
    storable(request) && HASHED.test(url.pathname),
  chunkStrategy,
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
  await compareBehind(request.url, served, fresh, clientId);
}

/**
 * checkBehind's comparison, given the network's copy (null: none came). A page keeps the entries:
 * the visit it started still loads them (they were live with it), and an entry's own check drops
 * them when the deployment changed them.
 * @param {string} url
 * @param {Response} served
 * @param {Response | null | undefined} fresh
 * @param {string} clientId
 * @param {boolean} [dropEntries] whether a changed copy drops every stored entry (an entry's
 *   check); a page's check keeps them
 */
async function compareBehind(url, served, fresh, clientId, dropEntries = true) {
  if (!fresh?.ok) return; // offline or failing: the stored copy stays
  const [before, now] = await Promise.all([served.text(), fresh.clone().text()]);
  if (before === now) return;
  const cache = await caches.open(ENTRIES);
  if (dropEntries) await Promise.all((await cache.keys()).map((key) => cache.delete(key)));
  await cache.put(url, fresh);
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

/** A page worth keeping: this origin's own, not redirected (a redirected reply cannot answer). */
const keepablePage = (/** @type {Response} */ response) =>
  response.ok && !response.redirected && response.type === 'basic';

/**
 * Stores a page under its address; beyond MAX_PAGES the oldest page goes.
 * @param {Cache} cache the ENTRIES cache
 * @param {string} url
 * @param {Response} response
 */
async function keepPage(cache, url, response) {
  await cache.put(url, response);
  const pages = (await cache.keys()).filter((key) => !ENTRY.test(new URL(key.url).pathname));
  await Promise.all(pages.slice(0, -MAX_PAGES).map((key) => cache.delete(key)));
}

/**
 * A page from the cache at once (the start-up it names starts one round trip sooner), checked
 * behind against its navigation preload as an entry is; without a stored copy, or offline, from
 * the network, kept; without the network, the offline page.
 * @param {{ request: Request, event: FetchEvent }} param
 */
async function pageWithCheckBehind({ request, event }) {
  const network = Promise.resolve(event.preloadResponse)
    .then((preloaded) => preloaded ?? fetch(request))
    .catch(() => null);
  const cache = await caches.open(ENTRIES);
  const stored = self.navigator.onLine ? await cache.match(request.url) : undefined;
  if (stored) {
    const served = stored.clone(); // here: once returned, the page reads its copy's body
    event.waitUntil(
      network.then(async (fresh) => {
        // a redirect or an error now: the next visit asks the network
        if (fresh && !keepablePage(fresh)) await cache.delete(request.url);
        else await compareBehind(request.url, served, fresh, event.resultingClientId, false);
      }),
    );
    return stored;
  }
  const response = await network;
  if (!response) return (await matchPrecache('/offline.html')) ?? Response.error();
  if (keepablePage(response)) event.waitUntil(keepPage(cache, request.url, response.clone()));
  return response;
}

registerRoute(
  /** @param {RouteMatch} match */ ({ request }) => request.mode === 'navigate',
  pageWithCheckBehind,
);

/**
 * Stores one file a page loaded before this worker controlled it, as this worker would have when
 * serving it (unless stored already): the browser's HTTP cache has the copy the page runs.
 * @param {ExtendableEvent} event
 * @param {Cache} entries the ENTRIES cache
 * @param {string} url
 */
async function keepLoaded(event, entries, url) {
  const { pathname } = new URL(url);
  const request = new Request(url, { cache: 'force-cache' });
  if (HASHED.test(pathname)) await chunkStrategy.handle({ event, request });
  else if (ENTRY.test(pathname) && !(await entries.match(url))) {
    const response = await corsFetch(request);
    if (response.ok) await entries.put(url, response);
  }
}

/**
 * The first visit loaded its page before this worker controlled it: at install, each open page of
 * this origin is stored, so the next visit starts from the cache. The entries and chunks it loaded
 * the page names itself (LOADED_FILES): a static server's page does not name the route's remote.
 */
async function keepOpenPages() {
  const entries = await caches.open(ENTRIES);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const keepOpenPage = async (/** @type {string} */ pageUrl) => {
    if (await entries.match(pageUrl)) return;
    const fresh = await fetch(pageUrl, { credentials: 'same-origin' });
    if (keepablePage(fresh)) await keepPage(entries, pageUrl, fresh);
  };
  await Promise.all(
    windows
      .filter((client) => new URL(client.url).origin === self.location.origin)
      .map((client) => keepOpenPage(client.url).catch(() => undefined)),
  );
}

/**
 * Stores the entries and chunks a page loaded before this worker controlled it; stored while it
 * installs, the scripts' compiled code is kept with them too.
 * @param {ExtendableMessageEvent} event
 * @param {unknown} urls
 */
async function keepLoadedFiles(event, urls) {
  if (!Array.isArray(urls)) return;
  const entries = await caches.open(ENTRIES);
  const files = urls.filter((url) => typeof url === 'string' && /^https?:/.test(url));
  await Promise.all(files.map((url) => keepLoaded(event, entries, url).catch(() => undefined)));
}

// A page asks once it listens (a message sent before then may have been missed).
self.addEventListener('message', (event) => {
  const source = /** @type {Client | null} */ (event.source);
  if (event.data?.type === ASK_NEW_VERSION && source && staleClients.has(source.id))
    source.postMessage({ type: NEW_VERSION });
  if (event.data?.type === LOADED_FILES)
    event.waitUntil(keepLoadedFiles(event, event.data.urls).catch(() => undefined));
});
