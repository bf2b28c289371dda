import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { e2eStack } from '../support/stack';

/** The static servers send JS and CSS gzip-compressed, byte-identical once decoded. */
test('scripts and styles are served gzip-compressed with a working ETag', async ({ request }) => {
  const dist = path.join(e2eStack.root, 'remote-sports', 'dist');
  const chunk = readdirSync(dist).find((f) => /\.[0-9a-f]{10}\.js$/.test(f));
  expect(chunk).toBeDefined();
  for (const file of ['remoteEntry.js', chunk!]) {
    const url = `${e2eStack.remoteUrls.sports}/${file}`;
    const res = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('gzip');
    expect(res.headers()['vary']).toBe('Accept-Encoding');
    expect((await res.body()).equals(readFileSync(path.join(dist, file)))).toBe(true);
    const again = await request.get(url, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': res.headers()['etag']! },
    });
    expect(again.status()).toBe(304);
  }
  const plain = await request.get(`${e2eStack.hostUrl}/main.js`, {
    headers: { 'Accept-Encoding': 'identity' },
  });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(
    (await plain.body()).equals(readFileSync(path.join(e2eStack.root, 'host/dist/main.js'))),
  ).toBe(true);
});

/** The manifest every remote page asks for first: 7.7 KB of JSON, about 1 KB compressed. */
test("a remote's mf-manifest.json is served gzip-compressed", async ({ request }) => {
  const res = await request.get(`${e2eStack.remoteUrls.sports}/mf-manifest.json`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(res.headers()['content-type']).toMatch(/^application\/json/);
  const file = readFileSync(path.join(e2eStack.root, 'remote-sports/dist/mf-manifest.json'));
  expect((await res.body()).equals(file)).toBe(true);
});

test('nginx sends the pre-compressed brotli files of the build', async ({ request }) => {
  test.skip(e2eStack.staticServer !== 'nginx', 'the Node static server sends gzip only');
  const dist = path.join(e2eStack.root, 'host', 'dist');
  const chunk = readdirSync(dist).find(
    (f) => /\.[0-9a-f]{10}\.js$/.test(f) && existsSync(path.join(dist, `${f}.br`)),
  );
  expect(chunk).toBeDefined();
  for (const file of ['main.js', 'index.html', chunk!]) {
    const res = await request.get(`${e2eStack.hostUrl}/${file}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers()['content-encoding'], file).toBe('br');
    expect(res.headers()['content-length'], file).toBe(
      String(statSync(path.join(dist, `${file}.br`)).size),
    );
    // Playwright decodes it: the same bytes as the file
    expect((await res.body()).equals(readFileSync(path.join(dist, file))), file).toBe(true);
  }
});

/** nginx sends the .gz and .br files as they are: each must be its file, as the build left it. */
test('every .gz and .br file of the builds decodes to the file beside it', () => {
  let checked = 0;
  for (const app of ['host', 'remote-sports', 'remote-casino', 'remote-reports']) {
    const dist = path.join(e2eStack.root, app, 'dist');
    const names = readdirSync(dist);
    for (const name of names.filter((f) => /\.(gz|br)$/.test(f))) {
      const packed = readFileSync(path.join(dist, name));
      const decoded = name.endsWith('.gz') ? gunzipSync(packed) : brotliDecompressSync(packed);
      expect(decoded.equals(readFileSync(path.join(dist, name.slice(0, -3)))), name).toBe(true);
      checked += 1;
    }
    for (const file of ['main.js', 'index.html', 'mf-manifest.json'].filter((f) =>
      names.includes(f),
    )) {
      expect(names, app).toEqual(expect.arrayContaining([`${file}.gz`, `${file}.br`]));
    }
  }
  expect(checked).toBeGreaterThan(100);
});
