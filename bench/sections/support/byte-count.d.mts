import type { Page } from '@playwright/test';

export interface ByteCount {
  /** gzip -9 bytes of every JS and CSS file, each URL once */
  totalGzip: number;
  byOrigin: Record<string, number>;
  files: { url: string; gzip: number }[];
}

export function countScriptBytes(page: Page): () => Promise<ByteCount>;
