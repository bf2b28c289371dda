// A remote's release folder (docs/deploy.md) served by scripts/serve-all.mjs as `npm start` runs it
// (static servers only), on RELEASE_TEST_PORT_OFFSET (930): the live manifest is revalidated and
// names the live release, releases are immutable, other paths come from the live release, and
// after a switch the old release's files are still there for players mid-session.
const { execFileSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildDirVariable, startServeAll } = require('./support/serve-all');

const root = path.resolve(__dirname, '../..');
const OFFSET = Number(process.env.RELEASE_TEST_PORT_OFFSET ?? 930);
const base = `http://127.0.0.1:${3001 + OFFSET}`;
const hostBase = `http://127.0.0.1:${3000 + OFFSET}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
let work;
/** @type {Awaited<ReturnType<typeof startServeAll>> | undefined} */
let server;

function build(dir, label) {
  mkdirSync(dir, { recursive: true });
  const files = {
    'index.html': `<!doctype html><title>shell ${label}</title>`,
    'remoteEntry.js': `/* entry ${label} */`,
    [`1.${label === 'one' ? 'aaaaaaaaaa' : 'bbbbbbbbbb'}.js`]: `/* chunk ${label} */`,
    [`page.${label}.js`]: `/* page ${label} */`,
    [`dayjs.${label}.js`]: `/* dayjs ${label} */`,
    'mf-manifest.json': JSON.stringify({
      name: 'sports',
      metaData: {
        buildInfo: { buildVersion: '1.0.0' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        publicPath: 'auto',
      },
      shared: ['react', 'dayjs'].map((name) => ({
        name,
        assets: { js: { sync: [`${name}.${label}.js`], async: [] }, css: { sync: [], async: [] } },
      })),
      exposes: [
        {
          name: 'MatchesPage',
          path: './MatchesPage',
          assets: { js: { sync: [`page.${label}.js`], async: [] }, css: { sync: [], async: [] } },
        },
      ],
    }),
    // which remote page each path shows (read by the host's page server)
    'route-remotes.json': JSON.stringify({ sports: { '/matches': 'MatchesPage' } }),
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

const deploy = (...args) =>
  execFileSync(process.execPath, [path.join(root, 'scripts/deploy-remote.mjs'), ...args], {
    encoding: 'utf8',
  }).trim();

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'release-serving-'));
  const served = path.join(work, 'served');
  deploy('deploy', build(path.join(work, 'one'), 'one'), served);
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, SERVE_NO_API: '1', PORT_OFFSET: String(OFFSET) };
  env.REMOTE_DIR_SPORTS = served;
  for (const app of ['host', 'casino', 'reports']) {
    const dir = build(path.join(work, app), app);
    // the host has its own react but no dayjs: a remote page needs the remote's dayjs
    if (app === 'host') {
      const manifest = path.join(dir, 'mf-manifest.json');
      const host = JSON.parse(readFileSync(manifest, 'utf8'));
      writeFileSync(manifest, JSON.stringify({ ...host, shared: host.shared.slice(0, 1) }));
    }
    env[buildDirVariable(app)] = dir;
  }
  server = await startServeAll(env);
}, 40_000);

afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

// Before the next test's deploy: the host's server read the manifest as it started and sees a
// deploy within 5 s (remote-assets.mjs), not at once.
test("a remote page's HTML preloads the live release's entry, the page's chunks and the shared packages only the remote has", async () => {
  const served = path.join(work, 'served');
  const live = /** @type {RegExpExecArray} */ (/\* (\S+)/.exec(deploy('list', served)))[1];
  const manifest = await (await fetch(`${base}/mf-manifest.json`)).json();
  const [page] = manifest.exposes[0].assets.js.sync;
  const [react, dayjs] = manifest.shared.map((p) => p.assets.js.sync[0]);
  expect(page).toMatch(new RegExp(`^releases/${live}/page\\.(one|two)\\.js$`));
  const html = await (await fetch(`${hostBase}/Matches`)).text();
  expect(html).toContain(
    `<link rel="preload" as="fetch" crossorigin href="${base}/mf-manifest.json" data-route>`,
  );
  for (const src of [
    `${base}/releases/${live}/remoteEntry.js`,
    `${base}/${page}`,
    `${base}/${dayjs}`,
  ]) {
    expect(html).toContain(`<link rel="preload" as="script" href="${src}" data-route>`);
    expect((await fetch(src)).status).toBe(200);
  }
  expect(html).not.toContain(react);
  // a page of no remote preloads nothing of one
  expect(await (await fetch(`${hostBase}/profile`)).text()).not.toContain('data-route');
});

test('live manifest no-cache, releases immutable, the rest from live; a switch keeps the old release', async () => {
  const served = path.join(work, 'served');
  const v1 = /** @type {RegExpExecArray} */ (/\* (\S+)/.exec(deploy('list', served)))[1];
  const manifest = await fetch(`${base}/mf-manifest.json`);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect((await manifest.json()).metaData.remoteEntry.path).toBe(`releases/${v1}`);
  /** @type {Record<string, string>[]} */
  const headerSets = [{}, { 'accept-encoding': 'gzip' }];
  for (const headers of headerSets) {
    const entry = await fetch(`${base}/releases/${v1}/remoteEntry.js`, { headers });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await entry.text()).toBe('/* entry one */');
  }
  const page = await fetch(`${base}/some/page`);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(await page.text()).toContain('shell one');

  const etag = manifest.headers.get('etag');
  const v2 = /** @type {RegExpExecArray} */ (
    /^live: (\S+)/.exec(deploy('deploy', build(path.join(work, 'two'), 'two'), served))
  )[1];
  const after = await fetch(`${base}/mf-manifest.json`, {
    headers: { 'if-none-match': /** @type {string} */ (etag) },
  });
  expect(after.status).toBe(200);
  expect((await after.json()).metaData.remoteEntry.path).toBe(`releases/${v2}`);
  const old = await fetch(`${base}/releases/${v1}/1.aaaaaaaaaa.js`);
  expect(old.status).toBe(200);
  expect(await (await fetch(`${base}/remoteEntry.js`)).text()).toBe('/* entry two */');
});
