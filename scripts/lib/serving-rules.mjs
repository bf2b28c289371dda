// What every front-end origin sends, whichever server serves it: the Node static server of
// `npm start` (static-server.mjs) and the nginx configuration (nginx-conf.mjs) both read it here.

/** A content-hashed chunk (`[name].[contenthash:10].js`): its URL changes with its content. */
export const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? IMMUTABLE : 'no-cache';
}

/** The Content-Security-Policy of a config.json: scripts from the remotes, calls to the API too. */
export function contentSecurityPolicy(config) {
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

/** The methods a static origin answers; others get 405. */
export const METHODS = 'GET, HEAD, OPTIONS';

/** A page (no file extension): any unknown one is answered with index.html (history fallback). */
export function isPage(pathname) {
  return !/\.[a-z0-9]+$/i.test(pathname);
}
