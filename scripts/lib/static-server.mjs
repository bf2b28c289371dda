// Serves one built app with the cache headers of docs/architecture.md: entry files, manifests and
// config are revalidated on every load; content-hashed chunks are immutable.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import sirv from 'sirv';
import { serveGzipped } from './gzip-assets.mjs';

const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

export function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function contentSecurityPolicy(config) {
  const remotes = Object.values(config.remotes).map((u) => new URL(u).origin);
  const apis = [config.apiBase, config.sessionOddsHost, config.bookOddsHost];
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

/**
 * @param {{ dir: string, port: number, host: string, configPath: string }} opts
 * configPath is read on every request, so re-pointing a remote needs no restart.
 */
export function startStaticServer({ dir, port, host, configPath }) {
  const assets = sirv(dir, {
    dev: true, // re-read the folder: a redeploy adds files while we run
    etag: true,
    single: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  const server = http.createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    let config;
    try {
      config = JSON.parse(await readFile(configPath, 'utf8'));
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`config.json unreadable: ${error.message}`);
      return;
    }
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(config));
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(config));
      return;
    }
    if (await serveGzipped(dir, req, res, path, cacheControlFor(path))) return;
    // a page (no file extension: index.html for any route)
    if (!/\.[a-z0-9]+$/i.test(path)) res.setHeader('Link', preconnectLinks(config));
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog: listenBacklog() }, () => resolve(server));
  });
}
