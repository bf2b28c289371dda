import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
