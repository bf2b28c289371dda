// Serves one built app by the rules of serving-rules.mjs (docs/architecture.md); pages are
// rendered by page-response.mjs.
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import send from 'send';
import { serveGzipped } from './gzip-assets.mjs';
import { readManifestsFirst, readOptional, sendPage, SHELL_ROOT } from './page-response.mjs';
import { createRemoteAssets } from './remote-assets.mjs';
import {
  cacheControlFor,
  contentSecurityPolicy,
  METHODS,
  preconnectLinks,
  SECURITY_HEADERS,
} from './serving-rules.mjs';

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
      if (/\.(js|css|json)$/.test(file)) res.setHeader('Vary', 'Accept-Encoding');
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
  const remoteAssets = createRemoteAssets();
  const manifestsRead = readManifestsFirst(dir, remoteAssets, configPath);
  const site = { dir, remoteAssets, manifestsRead };
  const server = http.createServer((req, res) => {
    handle(req, res, site, configPath).catch((error) => failed(req, res, error));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog: listenBacklog() }, () => resolve(server));
  });
}
