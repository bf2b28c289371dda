import { fetchOdds, type OddsHost } from 'shared-auth';
import { parseFeed, type FeedReply } from '../../../lib/odds/feed-types';

/**
 * One odds host read with plain fetch (not the API client: no token, no toasts); the page's
 * first read takes the one the host sent at start-up, if any (shared-auth fetchOdds). Throws on
 * a network error, a non-2xx or a reply without market[].events[].
 */
export async function getOdds(
  host: OddsHost,
  eventId: string,
  marketId: string,
  first: boolean,
  signal?: AbortSignal,
): Promise<{ reply: FeedReply; text: string }> {
  const res = await fetchOdds(host, eventId, marketId, first, signal);
  if (!res.ok) throw new Error(`${host} odds: HTTP ${res.status}`);
  const text = await res.text();
  return { reply: parseFeed(JSON.parse(text)), text };
}
