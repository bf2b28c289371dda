// The scripts a remote page starts with, read from its remote's mf-manifest.json as the
// federation runtime resolves them (publicPath "auto" is the manifest's folder; a release's
// manifest names its files under releases/<v>/): the remote's entry, the exposed module's own
// chunks and the remote's copy of each shared package the host has none of (the runtime can only
// take that one, after the entry has run). The page server preloads them from the HTML, so they
// load beside the host's code instead of after it. Manifests are kept a few seconds (a deploy is
// seen within that, the last one read meanwhile). The page server reads them when it starts,
// before its first page; a manifest that is missing or unreadable, or slow before any was read,
// preloads nothing.

const FRESH_MS = 5_000;
const TIMEOUT_MS = 300;
// the first read, as the server starts: tried again every RETRY_MS until START_MS is up
const START_MS = 2_000;
const RETRY_MS = 100;

/** @type {(v: unknown) => v is Record<string, any>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isName = (v) => typeof v === 'string' && v !== '' && !/[\s"<>]/.test(v);

const files = (assets) => {
  const sync = assets?.js?.sync;
  return Array.isArray(sync) && sync.every(isName) ? sync : null;
};

/**
 * The absolute URLs of the entry, the expose's start-up chunks and the shared packages only the
 * remote has, or [] when the manifest does not say them plainly (the federation runtime then
 * loads them itself, as without a preload).
 * @param {unknown} manifest the parsed mf-manifest.json
 * @param {string} manifestUrl where it was read (publicPath "auto" is relative to it)
 * @param {string} expose the exposed module's name ("MatchesPage")
 * @param {ReadonlySet<string>} hostShared the shared packages the host's build has a copy of
 * @returns {string[]}
 */
export function exposeScripts(manifest, manifestUrl, expose, hostShared) {
  if (!isObject(manifest) || !isObject(manifest.metaData) || !Array.isArray(manifest.exposes))
    return [];
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = publicPath === 'auto' ? manifestUrl : publicPath;
  const found = manifest.exposes.find((e) => isObject(e) && e.name === expose);
  const sync = files(found?.assets);
  if (typeof base !== 'string' || !isObject(remoteEntry) || !isName(remoteEntry.name)) return [];
  if (!sync) return [];
  const shared = (Array.isArray(manifest.shared) ? manifest.shared : [])
    .filter((p) => isObject(p) && !hostShared.has(p.name))
    .flatMap((p) => files(p.assets) ?? []);
  try {
    const root = new URL(base, manifestUrl);
    const dir = typeof remoteEntry.path === 'string' ? remoteEntry.path.replace(/\/$/, '') : '';
    const entry = new URL(dir ? `${dir}/${remoteEntry.name}` : remoteEntry.name, root);
    const chunks = [...new Set([...sync, ...shared])].map((file) => new URL(file, root));
    return [entry, ...chunks].map(String);
  } catch {
    return [];
  }
}

/**
 * @param {{ fetch?: typeof fetch, now?: () => number }} [deps]
 * @returns {((manifestUrl: string, expose: string, hostShared: ReadonlySet<string>) => Promise<string[]>)
 *   & { readFirst: (manifestUrls: string[]) => Promise<void> }}
 */
export function createRemoteAssets({ fetch: get = fetch, now = Date.now } = {}) {
  /** @type {Map<string, { at: number, read: Promise<void>, answered: boolean, manifest?: unknown }>} */
  const manifests = new Map();
  // Read again; until it answers the last manifest read is used (a loaded server's read can
  // outlast the timeout, and every page then lost its preloads). One that did not answer keeps
  // the last; one that answered without a readable manifest drops it.
  const read = (manifestUrl, timeoutMs) => {
    const last = manifests.get(manifestUrl);
    /** @type {{ at: number, read: Promise<void>, answered: boolean, manifest?: unknown }} */
    const entry = { at: now(), manifest: last?.manifest, answered: false, read: Promise.resolve() };
    entry.read = get(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) }).then(
      (res) =>
        (res.ok ? res.json() : Promise.resolve(null)).then(
          (m) => void Object.assign(entry, { manifest: m, answered: true }),
          () => void Object.assign(entry, { manifest: null, answered: true }),
        ),
      () => undefined,
    );
    manifests.set(manifestUrl, entry);
    return entry;
  };
  /**
   * The server's first read of each manifest, as it starts (the first page waits for it): a
   * longer timeout than a page's, and a remote that does not answer yet (starting beside this
   * server) is asked again until START_MS is up. One still unread is read by the first page.
   */
  const readFirst = (manifestUrls) =>
    Promise.all(
      manifestUrls.map(async (url) => {
        const until = Date.now() + START_MS;
        for (;;) {
          const entry = read(url, Math.max(1, until - Date.now()));
          await entry.read;
          if (entry.answered) return;
          if (Date.now() + RETRY_MS >= until) {
            if (manifests.get(url) === entry) manifests.delete(url);
            return;
          }
          await new Promise((r) => setTimeout(r, RETRY_MS));
        }
      }),
    ).then(() => undefined);
  const scripts = async (manifestUrl, expose, hostShared) => {
    let cached = manifests.get(manifestUrl);
    if (!cached || now() - cached.at > FRESH_MS) cached = read(manifestUrl, TIMEOUT_MS);
    if (cached.manifest === undefined) await cached.read;
    return exposeScripts(cached.manifest, manifestUrl, expose, hostShared);
  };
  return Object.assign(scripts, { readFirst });
}
