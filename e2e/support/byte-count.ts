import type { Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export interface ByteCount {
  totalGzip: number;
  byOrigin: Record<string, number>;
  files: { url: string; gzip: number }[];
}

/**
 * Counts the gzip size (level 9) of every JavaScript and CSS file the page downloads from the
 * moment this is called until `done` resolves, each URL once.
 */
export function countScriptBytes(page: Page) {
  const seen = new Map<string, Promise<number>>();
  const onResponse = (response: Response) => {
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
  return async (): Promise<ByteCount> => {
    page.off('response', onResponse);
    const files = await Promise.all(
      [...seen.entries()].map(async ([url, size]) => ({ url, gzip: await size })),
    );
    const byOrigin: Record<string, number> = {};
    for (const f of files) {
      const origin = new URL(f.url).origin;
      byOrigin[origin] = (byOrigin[origin] ?? 0) + f.gzip;
    }
    return { totalGzip: files.reduce((n, f) => n + f.gzip, 0), byOrigin, files };
  };
}
