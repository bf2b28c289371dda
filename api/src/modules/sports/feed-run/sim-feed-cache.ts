import type { FeedReply } from 'shared-api-types';
import { oddsKey, type OddsSnapshot } from '../../../odds-feed';
import {
  bookFeed,
  dashboardItem,
  EMPTY_BOOK_JSON,
  listedMatches,
  sessionFeed,
  type DashboardItem,
} from './feed-json';
import type { FeedOutput, SimMatch } from '../feed/sim-types';

interface Cached {
  book: string;
  session: string;
}

/**
 * The simulator's feed as the odds hosts serve it: each match's book and session JSON,
 * serialised once per change (not per request), by its feed key; the dashboard built on the
 * first read after a change.
 */
export class FeedJsonCache implements FeedOutput {
  private readonly byFeedKey = new Map<string, SimMatch>();
  private readonly cache = new Map<string, Cached>();
  private dashboardCache: DashboardItem[] | null = null;

  /**
   * A match changed: its replies and their JSON, now. `bookOnly`: only its book changed (orders),
   * so its session reply stays as it was (session null).
   */
  set(
    m: SimMatch,
    bookOnly = false,
  ): { book: FeedReply; session: FeedReply | null; cached: Cached } {
    const book = bookFeed(m);
    const kept = bookOnly ? this.cache.get(m.matchId)?.session : undefined;
    const session = kept === undefined ? sessionFeed(m) : null;
    const cached = { book: JSON.stringify(book), session: kept ?? JSON.stringify(session) };
    this.byFeedKey.set(oddsKey(m.eventId, m.marketId), m);
    this.cache.set(m.matchId, cached);
    this.dashboardCache = null;
    return { book, session, cached };
  }

  /** A finished match leaves the feed. */
  remove(m: SimMatch): void {
    this.byFeedKey.delete(oddsKey(m.eventId, m.marketId));
    this.cache.delete(m.matchId);
  }

  sessionOdds(eventId: string, marketId: string): string | null {
    const m = this.byFeedKey.get(oddsKey(eventId, marketId));
    return m ? (this.cache.get(m.matchId)?.session ?? null) : null;
  }

  bookOdds(eventId: string, marketId: string): string {
    const m = this.byFeedKey.get(oddsKey(eventId, marketId));
    return (m && this.cache.get(m.matchId)?.book) ?? EMPTY_BOOK_JSON;
  }

  snapshot(): OddsSnapshot {
    const markets = [...this.byFeedKey].flatMap(([key, m]) => {
      const cached = this.cache.get(m.matchId);
      return cached ? [{ key, ...cached }] : [];
    });
    return { markets, unknownBook: EMPTY_BOOK_JSON, unknownSession: null };
  }

  dashboard(matches: Iterable<SimMatch>): DashboardItem[] {
    this.dashboardCache ??= listedMatches(matches).map(dashboardItem);
    return this.dashboardCache;
  }
}
