import type { RuntimeConfig } from 'shared-auth';

/** One thing whose change means a new version is live, and how to read its fingerprint. */
export interface VersionSource {
  url: string;
  method: 'GET' | 'HEAD';
  read: (response: Response) => Promise<string>;
}

/**
 * The host's entry (its ETag: main.js names every hashed host chunk), config.json (a remote
 * re-pointed) and each remote's manifest (cross-origin: ETag is not readable, so its text).
 */
export function versionSources(config: RuntimeConfig): VersionSource[] {
  const text = (response: Response) => response.text();
  return [
    { url: '/main.js', method: 'HEAD', read: async (r) => r.headers.get('etag') ?? '' },
    { url: '/config.json', method: 'GET', read: text },
    ...Object.values(config.remotes).map((url) => ({ url, method: 'GET' as const, read: text })),
  ];
}

/**
 * check() resolves true once any source differs from what it was at the first check. A source
 * that cannot be read (offline, a failing server) counts as unchanged.
 */
export function createVersionWatch(sources: readonly VersionSource[], fetchImpl = fetch) {
  let baseline: (string | null)[] | null = null;

  const read = (source: VersionSource) =>
    // no-cache: a conditional request, so an unchanged file costs a 304 and no body
    fetchImpl(source.url, { method: source.method, cache: 'no-cache', priority: 'low' })
      .then((response) => (response.ok ? source.read(response) : null))
      .catch(() => null);

  return {
    async check(): Promise<boolean> {
      const now = await Promise.all(sources.map(read));
      if (!baseline) {
        baseline = now;
        return false;
      }
      const before = baseline;
      const changed = now.some(
        (value, i) => value !== null && before[i] !== null && value !== before[i],
      );
      baseline = before.map((value, i) => value ?? now[i] ?? null);
      return changed;
    },
  };
}
