// The host's index.html as a page is sent: the runtime config inside it (no /config.json round
// trip before start-up) and, when the path belongs to a remote, preloads of that remote's
// manifest, entry and the page's chunks, so all of them start with the first response. The JSON
// script is data, never run, so the CSP needs no 'unsafe-inline' or hash for it.

const CONFIG_SCRIPT = /<script type="application\/json" id="runtime-config">[^<]*<\/script>\n?/;
const ROUTE_PRELOAD = /<link rel="preload" [^>]*data-route>\n?/g;

/** JSON that cannot end the script element (`</script>`) or open a comment in it. */
function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

const attribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The remote page a path shows: the remote and its exposed module (matched without case, as the
 * routes are; a prefix ending in "/" takes the paths under it).
 * @param {string} pathname
 * @param {Record<string, Record<string, string>>} routeRemotes remote name -> path prefix ->
 *   expose (route-remotes.json)
 * @returns {{ remote: string, expose: string } | null}
 */
export function routeOfPath(pathname, routeRemotes) {
  const lower = pathname.toLowerCase();
  for (const [remote, prefixes] of Object.entries(routeRemotes)) {
    for (const [prefix, expose] of Object.entries(prefixes)) {
      const p = prefix.toLowerCase();
      if (p.endsWith('/') ? lower.startsWith(p) : lower === p) return { remote, expose };
    }
  }
  return null;
}

/**
 * index.html with the config inside (replacing any earlier one, so a deploy step may run again).
 * @param {string} html the built index.html
 * @param {{ remotes: Record<string, string> }} config the runtime config (as /config.json)
 * @param {{ manifest?: string, scripts?: string[] }} [route] the route's remote manifest URL and
 *   start-up scripts (remote-assets.mjs), preloaded
 */
export function renderPage(html, config, { manifest, scripts = [] } = {}) {
  const tags = [
    `<script type="application/json" id="runtime-config">${scriptSafeJson(config)}</script>`,
    ...(manifest
      ? [`<link rel="preload" as="fetch" crossorigin href="${attribute(manifest)}" data-route>`]
      : []),
    ...scripts.map((src) => `<link rel="preload" as="script" href="${attribute(src)}" data-route>`),
  ];
  const clean = html.replace(CONFIG_SCRIPT, '').replace(ROUTE_PRELOAD, '');
  // in the head; a page without </head> gets them at its end (still read before deferred scripts)
  const head = clean.indexOf('</head>');
  const at = head < 0 ? clean.length : head;
  return `${clean.slice(0, at)}${tags.join('\n')}\n${clean.slice(at)}`;
}
