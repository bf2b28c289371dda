import type { RuntimeConfig } from 'shared-auth';
import { matchRoutePath } from './first-reads';

type OriginKey = 'sessionOddsHost' | 'bookOddsHost';

/**
 * The other origins a page reads from for its first draw, by route path (route-table.tsx): their
 * connections are opened at start-up, so the page's first reads do not wait for them.
 */
const PAGE_ORIGINS: Record<string, OriginKey[]> = {
  // the markets' first snapshot (remote-sports live-odds/api/get-odds.ts)
  '/sportGame/:Matchid/:eventId/:marketId': ['sessionOddsHost', 'bookOddsHost'],
};

/** The origins of the page at this address (those of the config), none for most pages. */
export function pageOrigins(pathname: string, config: RuntimeConfig): string[] {
  for (const [path, keys] of Object.entries(PAGE_ORIGINS)) {
    if (matchRoutePath(path, pathname)) return keys.map((key) => new URL(config[key]).origin);
  }
  return [];
}

/**
 * Opens a connection to each origin (`<link rel="preconnect">`, anonymous: the odds hosts are
 * read with fetch's default, no credentials, so a credentialed connection would not be used).
 */
export function preconnect(origins: string[], doc: Document = document): void {
  for (const origin of origins) {
    const link = doc.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  }
}
