// The serving rules of the front-end origins (docs/architecture.md), one definition for the Node
// static server (static-server.mjs) and the nginx configuration (nginx-conf.mjs): entry files,
// manifests and config are revalidated on every load; content-hashed chunks are immutable.

export const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;
// releases/<version>/ of a remote's release folder (docs/deploy.md): never changed once written
export const RELEASE = /(^|\/)releases\/[0-9A-Za-z][0-9A-Za-z.+-]*\//;

export function cacheControlFor(pathname) {
  return HASHED.test(pathname) || RELEASE.test(pathname)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
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

export const METHODS = 'GET, HEAD, OPTIONS';
