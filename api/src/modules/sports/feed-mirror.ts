import {
  oddsChanged,
  oddsKey,
  oddsRemoved,
  type OddsFeed,
  type OddsSnapshot,
} from '../../odds-feed';
import type { FeedRow } from '../../cluster/feed-replication';
import {
  bookFeed,
  dashboardItem,
  listedMatches,
  sessionFeed,
  EMPTY_BOOK_JSON,
  type DashboardItem,
} from './feed-json';
import type { SportsFeed } from './feed-view';
import { matchStateJson, restoreMatch } from './sim-state';
import type { SimMatch } from './sim-types';

/** The live_feed topic of a match (by its odds key, eventId|marketId). */
export const SPORTS_TOPIC = 'sports:';

/** A match as the leader publishes it: its dashboard item and its simulator state. */
export const publishedMatch = (m: SimMatch): string =>
  `{"d":${JSON.stringify(dashboardItem(m))},"m":${matchStateJson(m)}}`;

interface Mirrored {
  match: SimMatch;
  item: DashboardItem;
  book: string;
  session: string;
}

/** A published match read back (a finished one too), or null when unreadable. */
function readPublished(payload: string): Omit<Mirrored, 'book' | 'session'> | null {
  let parsed: { d?: DashboardItem; m?: Record<string, unknown> };
  try {
    parsed = JSON.parse(payload) as typeof parsed;
  } catch {
    return null;
  }
  const { d, m } = parsed;
  if (!d || !m || typeof m.matchId !== 'string') return null;
  const done = m.state === 'completed';
  const match = restoreMatch(m.matchId, done ? { ...m, state: 'inplay' } : m);
  if (!match) return null;
  if (done) match.state = 'completed';
  return { match, item: d };
}

/**
 * A follower's copy of the leader's feed, built from live_feed rows: the matches its bet checks
 * use, GetDashboard's list and both odds hosts' replies, the same JSON the leader serves.
 */
export class FeedMirror implements OddsFeed, SportsFeed {
  readonly matches = new Map<string, SimMatch>();
  readonly liveCricket = false;
  private readonly byKey = new Map<string, Mirrored>();
  private listed: DashboardItem[] | null = null;

  apply(rows: readonly FeedRow[]): void {
    for (const row of rows) {
      if (!row.topic.startsWith(SPORTS_TOPIC)) continue;
      const key = row.topic.slice(SPORTS_TOPIC.length);
      const read = row.payload === null ? null : readPublished(row.payload);
      const old = this.byKey.get(key);
      if (old) this.matches.delete(old.match.matchId);
      if (!read) {
        if (this.byKey.delete(key)) oddsRemoved(this, key);
        continue;
      }
      const entry = {
        ...read,
        book: JSON.stringify(bookFeed(read.match)),
        session: JSON.stringify(sessionFeed(read.match)),
      };
      this.byKey.set(key, entry);
      this.matches.set(read.match.matchId, read.match);
      oddsChanged(this, { key, book: entry.book, session: entry.session });
    }
    this.listed = null;
  }

  dashboard(): DashboardItem[] {
    if (!this.listed) {
      const items = new Map([...this.byKey.values()].map((e) => [e.match.matchId, e.item]));
      this.listed = listedMatches(this.matches.values()).flatMap((m) => {
        const item = items.get(m.matchId);
        return item ? [item] : [];
      });
    }
    return this.listed;
  }

  sessionOdds(eventId: string, marketId: string): string | null {
    return this.byKey.get(oddsKey(eventId, marketId))?.session ?? null;
  }

  bookOdds(eventId: string, marketId: string): string {
    return this.byKey.get(oddsKey(eventId, marketId))?.book ?? EMPTY_BOOK_JSON;
  }

  snapshot(): OddsSnapshot {
    const markets = [...this.byKey].map(([key, e]) => ({ key, book: e.book, session: e.session }));
    return { markets, unknownBook: EMPTY_BOOK_JSON, unknownSession: null };
  }
}
