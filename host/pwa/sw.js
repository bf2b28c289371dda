// The host's service worker (scope /): the app shell and every content-hashed chunk, the host's
// and the remotes' (other origins), come from the cache on a repeat visit. Entries, manifests,
// config.json and pages go to the network first. API replies and tokens are never stored: only
// GET requests for the files named below are answered here, everything else goes straight through.
const SHELL = 'shell-v1';
const CHUNKS = 'chunks-v1';
const ENTRIES = 'entries-v1';
const SHELL_FILES = ['/offline.html', '/offline.js', '/icon.svg', '/manifest.webmanifest'];
// about three full deployments of the four apps: older versions' chunks are dropped, oldest first
const MAX_CHUNKS = 300;

// as scripts/lib/static-server.mjs: these are sent immutable
const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;
const ENTRY = /\/(main\.js|remoteEntry\.js|mf-manifest\.json|config\.json)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL, CHUNKS, ENTRIES]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !keep.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/**
 * A remote's chunk comes from a <script> without CORS; the static servers allow any origin, so it
 * is fetched with CORS instead: its status is readable and it is not stored as a padded opaque reply.
 */
function withCors(request) {
  return request.mode === 'no-cors'
    ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
    : request;
}

async function trim(cache) {
  const keys = await cache.keys(); // in the order they were stored
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_CHUNKS)).map((k) => cache.delete(k)),
  );
}

async function cacheFirst(request) {
  const cache = await caches.open(CHUNKS);
  const hit = await cache.match(request.url);
  if (hit) return hit;
  const response = await fetch(withCors(request));
  if (response.ok) {
    await cache.put(request.url, response.clone());
    void trim(cache);
  }
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(ENTRIES);
  try {
    const response = await fetch(withCors(request));
    if (response.ok) await cache.put(request.url, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(request.url);
    if (hit) return hit;
    throw error;
  }
}

/** Pages always come from the network; without one, the offline page (no stale prices). */
async function page(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match('/offline.html')) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('authorization')) return;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (ENTRY.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  } else if (url.origin === self.location.origin && SHELL_FILES.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  }
});
