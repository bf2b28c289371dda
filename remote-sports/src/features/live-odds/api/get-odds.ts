import { getRuntimeConfig } from 'shared-auth';
import { parseFeed, type FeedReply } from '../../../lib/odds/feed-types';

export type OddsHost = 'session' | 'book';

/**
 * One odds host read with plain fetch (not the API client: no token, no toasts). Throws on a
 * network error, a non-2xx or a reply without market[].events[].
 */
export async function getOdds(
  host: OddsHost,
  eventId: string,
  marketId: string,
  signal?: AbortSignal,
): Promise<{ reply: FeedReply; text: string }> {
  const config = getRuntimeConfig();
  const base = host === 'session' ? config.sessionOddsHost : config.bookOddsHost;
  const res = await fetch(
    `${base}/MatchOdds/GetOddslite/4/${encodeURIComponent(eventId)}/${encodeURIComponent(marketId)}`,
    { cache: 'no-store', signal },
  );
  if (!res.ok) throw new Error(`${host} odds: HTTP ${res.status}`);
  const text = await res.text();
  return { reply: parseFeed(JSON.parse(text)), text };
}
