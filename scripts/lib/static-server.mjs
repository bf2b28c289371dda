// Serves one built app with the cache headers of docs/architecture.md: entry files, manifests and
// config are revalidated on every load; content-hashed chunks are immutable.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import send from 'send';
import { serveGzipped } from './gzip-assets.mjs';
import { renderPage, routeOfPath } from './page-html.mjs';
import { createRemoteAssets } from './remote-assets.mjs';

export const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;
// releases/<version>/ of a remote's release folder (docs/deploy.md): never changed once written
export const RELEASE = /(^|\/)releases\/[0-9A-Za-z][0-9A-Za-z.+-]*\//;

export function cacheControlFor(pathname) {
  return HASHED.test(pathname) || RELEASE.test(pathname)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * In a release folder (one with a `live` symlink), a path that is not in the folder itself is
 * looked up in the live release: the standalone shell, /remoteEntry.js of the old layout.
 */
async function underLive(dir, pathname) {
  if (pathname.startsWith('/releases/') || pathname.startsWith('/live/')) return pathname;
  const live = path.join(dir, 'live');
  const isFile = (file) =>
    stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
  if (!(await stat(live).catch(() => null))) return pathname;
  if (await isFile(path.join(dir, path.normalize(pathname)))) return pathname;
  return `/live${pathname}`;
}

export function contentSecurityPolicy(config) {
  // a team's preview of a remote loads its manifest, entry and chunks from a preview origin
  const previews = (Array.isArray(config.previewOrigins) ? config.previewOrigins : []).map(
    (u) => new URL(u).origin,
  );
  const remotes = [...Object.values(config.remotes).map((u) => new URL(u).origin), ...previews];
  const apis = [config.apiBase, config.sessionOddsHost, config.bookOddsHost];
  // The live stream: a WebSocket to the API's origin (ws: / wss:).
  const stream = new URL(config.apiBase);
  stream.protocol = stream.protocol === 'https:' ? 'wss:' : 'ws:';
  apis.push(stream.origin);
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes.join(' ')}`,
    `connect-src 'self' ${[...apis, ...remotes].join(' ')}`,
    // style-loader (remotes) and react-toastify insert <style> elements at run time
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Preconnect hints for the origins a page talks to first (the API, each remote's manifest), sent
 * with the HTML: the connections open while main.js loads instead of when the first call is made.
 * `crossorigin`: those first requests are CORS fetches (anonymous connections).
 */
export function preconnectLinks(config) {
  const origins = [config.apiBase, ...Object.values(config.remotes)].map((u) => new URL(u).origin);
  return [...new Set(origins)].map((o) => `<${o}>; rel=preconnect; crossorigin`).join(', ');
}

/**
 * Sent with every file. Remote chunks are loaded cross-origin by <script> (no CORS mode), so
 * no Cross-Origin-Resource-Policy or -Embedder-Policy here: either would block them.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // frame-ancestors 'none' for browsers without CSP level 2
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * LISTEN_BACKLOG (default 4096, capped by net.core.somaxconn), as the API's: with Node's default
 * of 511, a burst of 1,000 connections overflows the accept queue and waits 1 to 15 s for retries.
 */
export function listenBacklog(env = process.env) {
  const value = Number(env.LISTEN_BACKLOG || 4096);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(
      `LISTEN_BACKLOG must be a whole number from 1 to 65535, got "${env.LISTEN_BACKLOG}"`,
    );
  }
  return value;
}

export const METHODS = 'GET, HEAD, OPTIONS';

/** Ends a request that failed unexpectedly with a 500 (or a reset once bytes are out) and logs it. */
function failed(req, res, error) {
  console.error(`static server: ${req.method} ${String(req.url).slice(0, 200)} failed:`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Internal Server Error');
}

function answer(res, status, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(http.STATUS_CODES[status] ?? String(status));
}

/**
 * Sends one file of dir with `send` (RFC 9110 ranges, If-Range and conditional requests; 400 for
 * undecodable or NUL paths, 403 for paths that climb out of dir).
 * @returns {Promise<boolean>} false when there is no such file (nothing was sent)
 */
function sendFile(req, res, dir, pathname) {
  return new Promise((resolve) => {
    const stream = send(req, pathname, {
      root: dir,
      index: ['index.html'],
      extensions: ['html'],
      cacheControl: false,
      dotfiles: 'ignore',
    });
    stream.on('headers', (_res, file) => {
      res.setHeader('Cache-Control', cacheControlFor(file));
      if (/\.(js|css)$/.test(file)) res.setHeader('Vary', 'Accept-Encoding');
    });
    stream.on('directory', () => resolve(false));
    stream.on('file', () => resolve(true));
    stream.on('error', (error) => {
      const status = error.status ?? 500;
      if (status === 404 && !res.headersSent) resolve(false);
      else if (status >= 500 || res.headersSent) failed(req, res, error);
      else answer(res, status, error.headers);
      resolve(true);
    });
    stream.pipe(res);
  });
}

/** A file of dir as text, or null when it is not there. */
const readOptional = (dir, name) => readFile(path.join(dir, name), 'utf8').catch(() => null);

/** The shared packages the host's build has a copy of (its mf-manifest.json). */
async function hostShared(dir) {
  try {
    const { shared } = JSON.parse((await readOptional(dir, 'mf-manifest.json')) ?? '{}');
    return new Set(Array.isArray(shared) ? shared.map((p) => p?.name) : []);
  } catch {
    return new Set();
  }
}

/** What marks a page file as a shell of the app (offline.html is not one). */
const SHELL_ROOT = /<div id="?root"?>/;

/**
 * A page's HTML (index.html or a prerendered shell) rendered for this page (page-html.mjs): the
 * config inside and, on a remote's page (route-remotes.json of the host's build), that remote's
 * manifest, entry and the page's chunks preloaded. No-cache, with an ETag.
 */
async function sendPage(req, res, { dir, remoteAssets }, pathname, html, config) {
  const routes = await readOptional(dir, 'route-remotes.json');
  const route = routes ? routeOfPath(pathname, JSON.parse(routes)) : null;
  const manifest = route ? config.remotes[route.remote] : undefined;
  const scripts =
    route && manifest ? await remoteAssets(manifest, route.expose, await hostShared(dir)) : [];
  const body = renderPage(html, config, { manifest, scripts });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { 'Cache-Control': 'no-cache', ETag: etag };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function handle(req, res, site, configPath) {
  const { dir } = site;
  res.setHeader('Access-Control-Allow-Origin', '*');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { Allow: METHODS });
    res.end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    answer(res, 405, { Allow: METHODS });
    return;
  }
  let config;
  try {
    config = JSON.parse(await readFile(configPath, 'utf8'));
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end(`config.json unreadable: ${/** @type {Error} */ (error).message}`);
    return;
  }
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(config));
  const requested = (req.url ?? '/').split('?')[0];
  if (requested === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(config));
    return;
  }
  const file = await underLive(dir, requested);
  if (await serveGzipped(dir, req, res, file, cacheControlFor(file))) return;
  const page = !/\.[a-z0-9]+$/i.test(file);
  if (page) res.setHeader('Link', preconnectLinks(config));
  const indexFile = await underLive(dir, '/index.html');
  const index = requested === '/' || file === indexFile;
  // a page with a prerendered shell of its own (/login: login.html), sent as index.html is
  if (page && /^\/[a-z0-9-]+$/i.test(requested)) {
    const shell = await readOptional(dir, `${file}.html`);
    if (shell !== null && SHELL_ROOT.test(shell))
      return sendPage(req, res, site, requested, shell, config);
  }
  // a file, or a page with its own file (/offline)
  if (!index && (await sendFile(req, res, dir, file))) return;
  // any other page: index.html (of the live release in a release folder) with the config inside
  const html = page || index ? await readOptional(dir, indexFile) : null;
  if (html !== null) return sendPage(req, res, site, requested, html, config);
  answer(res, 404);
}

/**
 * @param {{ dir: string, port: number, host: string, configPath: string }} opts
 * configPath is read on every request, so re-pointing a remote needs no restart. Files are looked
 * up on every request too: a redeploy adds files while we run.
 */
export function startStaticServer({ dir, port, host, configPath }) {
  const site = { dir, remoteAssets: createRemoteAssets() };
  const server = http.createServer((req, res) => {
    handle(req, res, site, configPath).catch((error) => failed(req, res, error));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog: listenBacklog() }, () => resolve(server));
  });
}
