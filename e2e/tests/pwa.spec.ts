import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { pointRemoteAt } from '../support/runtime-config';
import { loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

/** Issue 17: installable (manifest, service worker), offline page, new-version prompt. */
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)].join('x');

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active !== null));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${e2eStack.hostUrl}/sw.js`,
  );
}

test('the web app manifest is linked, complete, and its icons are real', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href ?? '');
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Cricket Exchange',
    short_name: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b3d2e',
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  const icons = manifest.icons as ManifestIcon[];
  expect(icons.map((i) => `${i.type} ${i.sizes}`).sort()).toEqual([
    'image/png 192x192',
    'image/png 512x512',
    'image/svg+xml any',
  ]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toContain(icon.type);
    if (icon.type === 'image/png') expect(pngSize(await file.body())).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b3d2e');
});

/** Code and manifests (.js, .css, .json) that reached the network, from the page or the worker. */
async function networkFiles(context: BrowserContext, run: () => Promise<void>) {
  const seen: { url: string; bytes: number; byWorker: boolean }[] = [];
  const onDone = async (request: Request) => {
    const response = await request.response();
    if (!response || !/\.(js|css|json)(\?|$)/.test(request.url())) return;
    // a page request answered by the worker is not the network; the worker's own fetches are
    const byWorker = request.serviceWorker() !== null;
    if (!byWorker && response.fromServiceWorker()) return;
    seen.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize, byWorker });
  };
  context.on('requestfinished', onDone);
  await run();
  context.off('requestfinished', onDone);
  return seen;
}

/** Logged in on /matches, controlled, and a second visit that filled the caches. */
async function visitedTwice(page: Page) {
  await loginViaUi(page, undefined, '/matches');
  await controlled(page);
  await page.goto('/matches');
  await expect(page.getByTestId('header-name')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const ENTRY = /^\/(main\.js|remoteEntry\.js|mf-manifest\.json)$/;

test('a repeat visit takes every script and entry from the cache; only the worker checks the entries', async ({
  page,
  context,
}) => {
  await visitedTwice(page);
  const answered: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (ENTRY.test(path)) answered.push({ path, fromWorker: response.fromServiceWorker() });
  });
  const files = await networkFiles(context, async () => {
    await page.goto('/matches');
    await expect(page.getByTestId('header-name')).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
  const kb = files.reduce((n, f) => n + f.bytes, 0) / 1024;
  console.log(
    `repeat /matches: ${files.length} files from the network, ${kb.toFixed(1)} KB bodies`,
  );
  console.log(files.map((f) => `${f.url} ${f.bytes} B${f.byWorker ? ' (check)' : ''}`).join('\n'));
  // the page's entries came from the worker's cache, not from its network request
  expect(answered.map((a) => a.path)).toEqual(
    expect.arrayContaining(['/main.js', '/mf-manifest.json', '/remoteEntry.js']),
  );
  expect(answered.filter((a) => !a.fromWorker)).toEqual([]);
  // what reached the network is the worker's check of the entries behind them, and nothing else
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(file.byWorker, file.url).toBe(true);
    expect(new URL(file.url).pathname).toMatch(ENTRY);
  }

  const cached = await page.evaluate(
    async () => (await (await caches.open('chunks-v1')).keys()).length,
  );
  expect(cached).toBeGreaterThan(5);
  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
    return urls;
  });
  // no API reply is ever stored
  expect(stored.filter((u) => u.startsWith(e2eStack.apiUrl))).toEqual([]);
});

/** The paths stored in the worker's entries cache (pages and entries). */
const storedEntries = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('entries-v2')).keys()).map((r) => new URL(r.url).pathname),
  );

test("the worker stores the first visit's page, entries and chunks at its install", async ({
  page,
}) => {
  await loginViaUi(page, undefined, '/matches');
  await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active !== null));
  // loaded before the worker controlled the page: stored at its install, the route's remote too
  // (nginx's page does not name it: the page tells the worker what it loaded)
  const sportsManifest = `${e2eStack.remoteUrls.sports}/mf-manifest.json`;
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('entries-v2')).keys()).map((r) => r.url)),
    )
    .toEqual(
      expect.arrayContaining([
        `${e2eStack.hostUrl}/matches`,
        `${e2eStack.hostUrl}/main.js`,
        sportsManifest,
      ]),
    );
  const chunks = await page.evaluate(async () =>
    (await (await caches.open('chunks-v1')).keys()).map((r) => r.url),
  );
  expect(chunks.filter((u) => u.startsWith(e2eStack.remoteUrls.sports)).length).toBeGreaterThan(0);
});

test('a repeat visit takes the page from the cache; a page changed since is a new version', async ({
  page,
}) => {
  await visitedTwice(page);
  const pageUrl = `${e2eStack.hostUrl}/matches`;
  // the stored page is an older release's: it differs from the page on the network
  await page.evaluate(async (url) => {
    const cache = await caches.open('entries-v2');
    const stored = await cache.match(url);
    if (!stored) throw new Error(`${url} not stored`);
    const old = (await stored.text()).replace(
      '</head>',
      '<meta name="release" content="old"></head>',
    );
    await cache.put(url, new Response(old, { headers: stored.headers }));
  }, pageUrl);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of the site is live.' });
  await page.goto('/matches');
  // this visit runs the stored page (and the entries that go with it)
  await expect(page.locator('meta[name="release"]')).toHaveCount(1);
  await expect(page.locator('.match-row').first()).toBeVisible();
  await expect(prompt).toBeVisible();
  // the network's page is kept in its place; the entries this visit loads stay (unchanged)
  const storedPage = await page.evaluate(
    async (url) => (await (await caches.open('entries-v2')).match(url))?.text(),
    pageUrl,
  );
  expect(storedPage).toContain('</head>');
  expect(storedPage).not.toContain('name="release"');
  expect(await storedEntries(page)).toContain('/main.js');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('header-name')).toBeVisible();
  await expect(page.locator('meta[name="release"]')).toHaveCount(0);
  await expect(prompt).toHaveCount(0);
});

test('a deploy since the last visit: the cached versions start together, then a reload is offered', async ({
  page,
  context,
}) => {
  await visitedTwice(page);
  const manifest = `${e2eStack.remoteUrls.sports}/mf-manifest.json`;
  const before = await page.evaluate(async (url) => {
    const stored = await (await caches.open('entries-v2')).match(url);
    return stored ? stored.text() : null;
  }, manifest);
  expect(before).not.toBeNull();
  // sports is deployed again: its manifest on the network differs from the stored one
  await context.route(manifest, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n` });
  });
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of the site is live.' });
  const served = page.waitForResponse(manifest);
  await page.goto('/matches');
  // this visit runs the versions of the last one, which fit together
  expect(await (await served).text()).toBe(before);
  await expect(page.locator('.match-row').first()).toBeVisible();
  await expect(prompt).toBeVisible();
  // every older entry was dropped with the change, the new manifest kept
  const entries = await page.evaluate(async () =>
    (await (await caches.open('entries-v2')).keys()).map((r) => r.url),
  );
  expect(entries).toContain(manifest);
  expect(entries).not.toContain(`${e2eStack.hostUrl}/main.js`);

  const reloaded = page.waitForResponse(manifest);
  await prompt.getByRole('button', { name: 'Reload' }).click();
  expect(await (await reloaded).text()).toBe(`${before}\n`);
  await expect(page.getByTestId('header-name')).toBeVisible();
  await expect(page.locator('.match-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(prompt).toHaveCount(0);
  await context.unroute(manifest);
});

test('offline, a page shows the offline page, and the site comes back online', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await controlled(page);
  await context.setOffline(true);
  try {
    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/matches$/);
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByRole('heading', { name: 'Please Login To Continue' })).toBeVisible();
});

test('a new remote version while the page is open offers a reload', async ({ page }) => {
  const manifest = `${e2eStack.remoteUrls.reports}/mf-manifest.json`;
  // the page's first check (what is live now); /dashboard loads no remote of its own
  const baseline = page.waitForResponse(manifest, { timeout: 30_000 });
  await loginViaUi(page, undefined, '/dashboard');
  await baseline;
  const restore = pointRemoteAt('reports', `${e2eStack.remoteUrls.reports}/mf-manifest.json?v=2`);
  try {
    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'A new version of the site is live.' });
    await expect(prompt).toHaveCount(0);
    // the player comes back to the tab
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByTestId('header-name')).toBeVisible();
    await expect(prompt).toHaveCount(0);
  } finally {
    restore();
  }
});
