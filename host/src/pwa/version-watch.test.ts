import { createVersionWatch, versionSources, type VersionSource } from './version-watch';

const config = {
  apiBase: 'http://api.test',
  sessionOddsHost: 'http://s.test',
  bookOddsHost: 'http://b.test',
  remotes: {
    sports: 'http://r1.test/mf-manifest.json',
    casino: 'http://r2.test/mf-manifest.json',
    reports: 'http://r3.test/mf-manifest.json',
  },
};

/** The part of a fetch Response the watch reads (jsdom has no Response). */
const reply = (body: string, etag = '') =>
  ({ ok: true, text: async () => body, headers: { get: () => etag } }) as unknown as Response;

/** A fake network: url -> body (null: the request fails). */
function network(files: Record<string, string | null>) {
  return jest.fn(async (url: string | URL | Request) => {
    const body = files[String(url)];
    if (body === null || body === undefined) throw new TypeError('Failed to fetch');
    return reply(body);
  }) as unknown as typeof fetch;
}

const textOf = (url: string): VersionSource => ({ url, method: 'GET', read: (r) => r.text() });

test('watches the host entry, config.json and every remote manifest', () => {
  expect(versionSources(config).map((s) => `${s.method} ${s.url}`)).toEqual([
    'HEAD /main.js',
    'GET /config.json',
    'GET http://r1.test/mf-manifest.json',
    'GET http://r2.test/mf-manifest.json',
    'GET http://r3.test/mf-manifest.json',
  ]);
});

test('the host entry is told apart by its ETag', async () => {
  const host = versionSources(config)[0];
  expect(await host?.read(reply('', 'W/"1-2"'))).toBe('W/"1-2"');
});

test('reports a new version once a fingerprint changes, not before', async () => {
  const files: Record<string, string | null> = { a: 'v1', b: 'x' };
  const watch = createVersionWatch([textOf('a'), textOf('b')], network(files));
  expect(await watch.check()).toBe(false);
  expect(await watch.check()).toBe(false);
  files.b = 'y';
  expect(await watch.check()).toBe(true);
});

test('an unreadable source (offline) is not a new version', async () => {
  const files: Record<string, string | null> = { a: 'v1' };
  const watch = createVersionWatch([textOf('a')], network(files));
  expect(await watch.check()).toBe(false);
  files.a = null;
  expect(await watch.check()).toBe(false);
  files.a = 'v1';
  expect(await watch.check()).toBe(false);
});

test('a source first unreadable takes its first readable value as the baseline', async () => {
  const files: Record<string, string | null> = { a: null };
  const watch = createVersionWatch([textOf('a')], network(files));
  expect(await watch.check()).toBe(false);
  files.a = 'v1';
  expect(await watch.check()).toBe(false);
  files.a = 'v2';
  expect(await watch.check()).toBe(true);
});
