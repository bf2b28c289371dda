/** The odds hosts' replies (GET {host}/MatchOdds/GetOddslite/4/{eventId}/{marketId}). */
export type FeedStatus = 'OPEN' | 'SUSPENDED' | 'BALL RUNNING' | 'CLOSED';
export type RunnerMarketType = 'odds' | 'book' | 'toss';

export interface FeedEvent {
  SelectionId: string;
  RunnerName: string;
  BackPrice1: number;
  BackPrice2?: number;
  BackPrice3?: number;
  BackSize1: number;
  BackSize2?: number;
  BackSize3?: number;
  LayPrice1: number;
  LayPrice2?: number;
  LayPrice3?: number;
  LaySize1: number;
  LaySize2?: number;
  LaySize3?: number;
  status: FeedStatus;
}

export interface FeedMarket {
  marketId?: string;
  marketName?: string;
  marketType?: RunnerMarketType | 'session';
  status?: FeedStatus;
  inPlay?: boolean;
  events: FeedEvent[];
}

export interface FeedReply {
  eventId?: string;
  matchState?: 'upcoming' | 'inplay' | 'completed';
  market: FeedMarket[];
}

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
