import type { FeedReply } from 'shared-api-types';

/** The odds hosts' replies (GET {host}/MatchOdds/GetOddslite/4/{eventId}/{marketId}). */
export type {
  FeedEvent,
  FeedMarket,
  FeedReply,
  FeedStatus,
  RunnerMarketType,
} from 'shared-api-types';

export const EMPTY_FEED: FeedReply = { market: [{ events: [] }] };

/** Accepts a reply that has the market[].events[] shape; anything else is an error. */
export function parseFeed(raw: unknown): FeedReply {
  const obj = raw as { market?: unknown };
  if (typeof raw !== 'object' || raw === null || !Array.isArray(obj.market))
    throw new Error('Odds reply without market[]');
  for (const m of obj.market as { events?: unknown }[]) {
    if (!Array.isArray(m?.events)) throw new Error('Odds reply market without events[]');
  }
  return raw as FeedReply;
}
