// createRemoteAssets (scripts/lib/remote-assets.mjs), the page server's preloads of a remote page:
// a manifest read again after it is no longer fresh, the last one used while the new read is slow
// (under load it outlasted its 300 ms timeout and pages lost every preload), none before any read.
// Run in a child process: the module is ESM and these tests are CommonJS without a transform.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const lib = path.resolve(__dirname, '../lib/remote-assets.mjs');
const staticServer = path.resolve(__dirname, '../lib/static-server.mjs');

/** Runs an ES module's code in a child process and returns what it printed, parsed. */
const esm = (code) =>
  JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code]).toString());

/** Runs `steps` (an async function body with createRemoteAssets, a fake fetch and clock). */
function run(steps) {
  const code = `
    import { createRemoteAssets } from ${JSON.stringify(lib)};
    const manifest = (chunk) => ({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'Page', assets: { js: { sync: [chunk] } } }],
      shared: [],
    });
    let clock = 0;
    let reply = () => Promise.resolve({ ok: true, json: async () => manifest('a.js') });
    const fetch = (url, { signal }) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
        reply().then(resolve, reject);
      });
    const assets = createRemoteAssets({ fetch, now: () => clock });
    const url = 'http://r/mf-manifest.json';
    const scripts = () => assets(url, 'Page', new Set());
    const out = [];
    const alive = setInterval(() => undefined, 1000); // AbortSignal.timeout's timer is unref'd
    ${steps}
    clearInterval(alive);
    console.log(JSON.stringify(out));`;
  return esm(code);
}

it('keeps using the last manifest while a new read does not answer, then takes the new one', () => {
  const out = run(`
    out.push(await scripts());
    clock = 10_000;
    let answer;
    reply = () => new Promise((r) => (answer = r));
    const started = Date.now();
    out.push(await scripts());
    out.push(Date.now() - started < 200);
    answer({ ok: true, json: async () => manifest('b.js') });
    await new Promise((r) => setTimeout(r, 10));
    out.push(await scripts());`);
  expect(out).toEqual([
    ['http://r/remoteEntry.js', 'http://r/a.js'],
    ['http://r/remoteEntry.js', 'http://r/a.js'],
    true,
    ['http://r/remoteEntry.js', 'http://r/b.js'],
  ]);
});

it('preloads nothing when the first read times out, or when the manifest is gone', () => {
  const out = run(`
    reply = () => new Promise(() => undefined);
    out.push(await scripts());
    clock = 10_000;
    reply = () => Promise.resolve({ ok: true, json: async () => manifest('a.js') });
    out.push(await scripts());
    clock = 20_000;
    reply = () => Promise.resolve({ ok: false, json: async () => null });
    await scripts();
    await new Promise((r) => setTimeout(r, 10));
    out.push(await scripts());`);
  expect(out).toEqual([[], ['http://r/remoteEntry.js', 'http://r/a.js'], []]);
});

it("the page server reads the manifests as it starts: its first page has the preloads though the remote is slower than a page's read", () => {
  const html = esm(`
    import { mkdtempSync, writeFileSync } from 'node:fs';
    import http from 'node:http';
    import os from 'node:os';
    import path from 'node:path';
    import { startStaticServer } from ${JSON.stringify(staticServer)};
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'MatchesPage', assets: { js: { sync: ['page.js'] } } }],
      shared: [],
    };
    // a remote that answers after 600 ms, twice a page's read timeout (300 ms)
    const remote = http.createServer((req, res) =>
      setTimeout(() => res.end(JSON.stringify(manifest)), 600),
    );
    await new Promise((r) => remote.listen(0, '127.0.0.1', r));
    const remoteUrl = 'http://127.0.0.1:' + remote.address().port + '/mf-manifest.json';
    const dir = mkdtempSync(path.join(os.tmpdir(), 'first-read-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    writeFileSync(path.join(dir, 'route-remotes.json'), JSON.stringify({ sports: { '/matches': 'MatchesPage' } }));
    const configPath = path.join(dir, 'config.json');
    writeFileSync(configPath, JSON.stringify({ apiBase: 'http://127.0.0.1:1', remotes: { sports: remoteUrl } }));
    const server = await startStaticServer({ dir, port: 0, host: '127.0.0.1', configPath });
    const page = await fetch('http://127.0.0.1:' + server.address().port + '/matches');
    console.log(JSON.stringify(await page.text()));
    server.closeAllConnections();
    server.close();
    remote.closeAllConnections();
    remote.close();`);
  expect(html).toContain('<link rel="preload" as="script" href="http://127.0.0.1:');
  expect(html).toMatch(/href="[^"]+\/remoteEntry\.js" data-route>/);
  expect(html).toMatch(/href="[^"]+\/page\.js" data-route>/);
});
