import type { SimMatch } from '../../feed/sim-types';
import { marketKey } from '../../market-key';
import type { StoredBook } from '../stored-book';
import type { MatchDepthRead, MatchTradedRow, MatchWaitingRow } from './match-depth-query';

const TYPES = ['odds', 'toss'] as const;

/** The stored books of a live match's match odds and toss (null: one not read yet, or over). */
function storedBooks(m: SimMatch): [StoredBook, StoredBook] | null {
  const [odds, toss] = [m.odds.stored, m.toss.stored];
  return m.state !== 'completed' && odds && toss ? [odds, toss] : null;
}

/**
 * What the stored books' trades were when a match's trades per price were read: a read is
 * reused while this stays the same (null: read every time).
 */
export function storedTradesKey(m: SimMatch): string | null {
  const books = storedBooks(m);
  return books && JSON.stringify(books.map((b) => b.trades));
}

/**
 * A match's depth from its stored books in memory (exchange/shown-refresh.ts: refreshed after
 * every order's commit, what the market's own cells show), with the trades per price, which are
 * not kept there, from an earlier read: a tick that only moves the house's quote publishes the
 * ladder without a database read. Null when storedBooks is.
 */
export function storedDepthRead(
  m: SimMatch,
  traded: readonly MatchTradedRow[],
): MatchDepthRead | null {
  const books = storedBooks(m);
  if (!books) return null;
  const waiting: MatchWaitingRow[] = [];
  const quotes = new Map<string, string>();
  TYPES.forEach((type, i) => {
    const book = books[i]!;
    if (book.quote !== null) quotes.set(marketKey(m.matchId, type, m[type].marketId), book.quote);
    for (const [house, bySid] of [
      [true, book.house],
      [false, book.players],
    ] as const)
      for (const [sid, levels] of Object.entries(bySid))
        for (const side of ['back', 'lay'] as const)
          for (const l of side === 'back' ? levels.backs : levels.lays)
            waiting.push({ market_type: type, selection_id: sid, side, ...l, house });
  });
  return { waiting, traded: [...traded], quotes };
}
