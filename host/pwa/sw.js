// The host's service worker (scope /), bundled with its Workbox modules by InjectManifest
// (host/webpack.config.js): no script from elsewhere (CSP). The offline page, its script, the icon
// and the manifest are precached with revisions; every content-hashed chunk, the host's and the
// remotes' (other origins, deployed on their own, so never precached here), comes from the cache
// on a repeat visit. Entries, manifests, config.json and pages go to the network first. API
// replies and tokens are never stored: only GET requests for the files named below are answered
// here, everything else goes straight through.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

const CHUNKS = 'chunks-v1';
const ENTRIES = 'entries-v1';
/** Caches of earlier versions of this worker: the shell is in Workbox's precache now. */
const RETIRED = ['shell-v1'];
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
registerRoute(
  /** @param {RouteMatch} match */ ({ request, url }) =>
    storable(request) && ENTRY.test(url.pathname),
  new NetworkFirst({ cacheName: ENTRIES, plugins: [withCors] }),
);
