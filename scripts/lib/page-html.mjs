// The host's index.html as a page is sent: the runtime config inside it (no /config.json round
// trip before start-up) and, when the path belongs to a remote, a preload of that remote's
// manifest, so both start with the first response. The JSON script is data, never run, so the
// CSP needs no 'unsafe-inline' or hash for it.

const CONFIG_SCRIPT = /<script type="application\/json" id="runtime-config">[^<]*<\/script>\n?/;
const MANIFEST_PRELOAD = /<link rel="preload" as="fetch" crossorigin href="[^"]*" data-route>\n?/;

/** JSON that cannot end the script element (`</script>`) or open a comment in it. */
function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

const attribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The remote whose pages start with one of its prefixes (matched without case, as the routes are).
 * @param {string} pathname
 * @param {Record<string, string[]>} routeRemotes remote name -> path prefixes (route-remotes.json)
 * @returns {string | null}
 */
export function remoteOfPath(pathname, routeRemotes) {
  const lower = pathname.toLowerCase();
  for (const [remote, prefixes] of Object.entries(routeRemotes)) {
    for (const prefix of prefixes) {
      const p = prefix.toLowerCase();
      if (p.endsWith('/') ? lower.startsWith(p) : lower === p) return remote;
    }
  }
  return null;
}

/**
 * index.html with the config inside (replacing any earlier one, so a deploy step may run again).
 * @param {string} html the built index.html
 * @param {{ remotes: Record<string, string> }} config the runtime config (as /config.json)
 * @param {{ pathname?: string, routeRemotes?: Record<string, string[]> }} [page] with both, the
 *   route's remote manifest is preloaded too
 */
export function renderPage(html, config, { pathname, routeRemotes } = {}) {
  const remote = pathname && routeRemotes ? remoteOfPath(pathname, routeRemotes) : null;
  const manifest = remote ? config.remotes[remote] : null;
  const tags = [
    `<script type="application/json" id="runtime-config">${scriptSafeJson(config)}</script>`,
    ...(manifest
      ? [`<link rel="preload" as="fetch" crossorigin href="${attribute(manifest)}" data-route>`]
      : []),
  ];
  const clean = html.replace(CONFIG_SCRIPT, '').replace(MANIFEST_PRELOAD, '');
  // in the head; a page without </head> gets them at its end (still read before deferred scripts)
  const head = clean.indexOf('</head>');
  const at = head < 0 ? clean.length : head;
  return `${clean.slice(0, at)}${tags.join('\n')}\n${clean.slice(at)}`;
}
