// The one byte counter: used by `pnpm bench` (bench/sections/bytes.mjs) and by the CI budget
// test (e2e/tests/byte-budget.spec.ts, through e2e/support/byte-count.ts).
import { gzipSync } from 'node:zlib';

/**
 * Counts the gzip size (level 9) of every JavaScript and CSS file the page downloads from the
 * moment this is called until the returned function is called, each URL once (a shared module
 * fetched twice, or from the cache, counts once).
 * @param {import('@playwright/test').Page} page
 * @returns {() => Promise<import('./byte-count.d.mts').ByteCount>}
 */
export function countScriptBytes(page) {
  /** @type {Map<string, Promise<number>>} */
  const seen = new Map();
  /** @param {import('@playwright/test').Response} response */
  const onResponse = (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (seen.has(url) || !/javascript|css/.test(type)) return;
    seen.set(
      url,
      response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const files = await Promise.all(
      [...seen.entries()].map(async ([url, size]) => ({ url, gzip: await size })),
    );
    /** @type {Record<string, number>} */
    const byOrigin = {};
    for (const f of files) {
      const origin = new URL(f.url).origin;
      byOrigin[origin] = (byOrigin[origin] ?? 0) + f.gzip;
    }
    return { totalGzip: files.reduce((n, f) => n + f.gzip, 0), byOrigin, files };
  };
}
