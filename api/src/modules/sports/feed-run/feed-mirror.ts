import {
  oddsChanged,
  oddsKey,
  oddsRemoved,
  type OddsFeed,
  type OddsSnapshot,
} from '../../../odds-feed';
import type { FeedRow } from '../../../cluster/feed-replication';
import {
  bookFeed,
  dashboardItem,
  listedMatches,
  sessionFeed,
  EMPTY_BOOK_JSON,
  type DashboardItem,
} from './feed-json';
import type { SportsFeed } from './feed-view';
import type { StoredBook } from '../exchange/stored-book';
import { matchStateJson, restoreMatch } from '../feed/sim-state';
import type { SimMatch } from '../feed/sim-types';

/** The live_feed topic of a match (by its odds key, eventId|marketId). */
export const SPORTS_TOPIC = 'sports:';
/** The live_feed topic of a match's stored books alone (a change of the book, not of the match). */
export const BOOK_TOPIC = 'book:';

/** The stored books of a match's match odds and toss (what its simulator state leaves out). */
interface PublishedBooks {
  odds: StoredBook | null;
  toss: StoredBook | null;
}

const booksJson = (m: SimMatch): string =>
  JSON.stringify({ odds: m.odds.stored ?? null, toss: m.toss.stored ?? null });

/** A match as the leader publishes it: its dashboard item, its simulator state and its books. */
export const publishedMatch = (m: SimMatch): string =>
  `{"d":${JSON.stringify(dashboardItem(m))},"m":${matchStateJson(m)},"b":${booksJson(m)}}`;

/** A change of a match's books alone: its dashboard item and its books (orders, not the cricket). */
export const publishedBooks = (m: SimMatch): string =>
  `{"d":${JSON.stringify(dashboardItem(m))},"b":${booksJson(m)}}`;

interface Mirrored {
  match: SimMatch;
  item: DashboardItem;
  book: string;
  session: string;
}

interface Published {
  d?: DashboardItem;
  m?: Record<string, unknown>;
  b?: PublishedBooks;
}

const parsePublished = (payload: string): Published | null => {
  try {
    return JSON.parse(payload) as Published;
  } catch {
    return null;
  }
};

function putBooks(match: SimMatch, books: PublishedBooks | undefined): void {
  match.odds.stored = books?.odds ?? undefined;
  match.toss.stored = books?.toss ?? undefined;
}

/** A published match read back (a finished one too), or null when unreadable. */
function readPublished(payload: string): Omit<Mirrored, 'book' | 'session'> | null {
  const parsed = parsePublished(payload);
  const { d, m, b } = parsed ?? {};
  if (!d || !m || typeof m.matchId !== 'string') return null;
  const done = m.state === 'completed';
  const match = restoreMatch(m.matchId, done ? { ...m, state: 'inplay' } : m);
  if (!match) return null;
  if (done) match.state = 'completed';
  putBooks(match, b);
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
      if (row.topic.startsWith(BOOK_TOPIC)) {
        this.applyBooks(row.topic.slice(BOOK_TOPIC.length), row.payload);
        continue;
      }
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

  /**
   * A match's books changed (orders), not the match: its stored books and list item are replaced
   * and its book reply rebuilt; its state and session reply stay. Rows come in version order, so
   * a match row newer than this one (its own books inside) comes after it.
   */
  private applyBooks(key: string, payload: string | null): void {
    const entry = this.byKey.get(key);
    const read = payload === null ? null : parsePublished(payload);
    if (!entry || !read?.d) return;
    putBooks(entry.match, read.b);
    entry.item = read.d;
    entry.book = JSON.stringify(bookFeed(entry.match));
    oddsChanged(this, { key, book: entry.book, session: entry.session });
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
