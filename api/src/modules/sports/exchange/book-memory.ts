/**
 * The books of the markets this process owns (cluster/market-leases.ts), in memory: each the
 * market's waiting orders at a stored version (migration 108: every statement that writes a
 * market's orders bumps it, whatever path wrote them). A batch under the book's lock uses the
 * book in memory when its version is the stored one, else reads the book (market-book.ts); after
 * its commit the book in memory is the one it stored (the rows it wrote read back in its
 * transaction). A failed batch drops its books: the next one reads them from the database.
 */
import type { MarketOwnership } from '../../../cluster/market-leases';
import type { Db, Queryable } from '../../../db/types';
import type { KnownBook } from './market-book';
import { ORDER_COLUMNS, type OrderRow } from '../money-path/order-rows';

/** A market's book after a batch's writes: staged in its transaction, kept after the commit. */
export interface StagedBook {
  key: string;
  book: KnownBook;
}

export class BookMemory {
  private readonly books = new Map<string, KnownBook>();

  constructor(readonly ownership: MarketOwnership) {
    ownership.onLost((key) => this.books.delete(key));
  }

  /** Whether this process owns the market (claiming it when it has no live owner). */
  own(key: string): Promise<boolean> {
    return this.ownership.claim(key);
  }

  /** The market's book in memory (null: none, or this process no longer owns the market). */
  known(key: string): KnownBook | null {
    if (!this.ownership.owns(key)) {
      this.books.delete(key);
      return null;
    }
    return this.books.get(key) ?? null;
  }

  /**
   * After a commit: the books the write stored (of markets this process still owns), unless a
   * later version is already kept (two writes of a market in this process commit in the order
   * of their locks, but may reach here in another).
   */
  keep(staged: readonly StagedBook[]): void {
    for (const { key, book } of staged) {
      const held = this.books.get(key);
      if (!this.ownership.owns(key)) this.books.delete(key);
      else if (!held || BigInt(held.version) < BigInt(book.version)) this.books.set(key, book);
    }
  }

  drop(keys: readonly string[]): void {
    for (const key of keys) this.books.delete(key);
  }

  /** The markets held in memory (tests). */
  keys(): string[] {
    return [...this.books.keys()];
  }
}

const memories = new WeakMap<Db, BookMemory>();

/**
 * The book memory of this process's writes on `db`: `books` when given (each order write is
 * handed it), else the one they were handed (the leader's lapse at in-play is not; none before
 * the first order write, when the memory holds no book anyway).
 */
export function bookMemory(db: Db, books?: BookMemory): BookMemory | undefined {
  if (books) memories.set(db, books);
  return books ?? memories.get(db);
}

/** What a batch wrote of one market: its book before and the order ids it inserted or changed. */
export interface WrittenBook {
  key: string;
  before: readonly OrderRow[];
  touched: readonly string[];
}

/**
 * In the batch's transaction, after its writes: each market's book as it now stands (the book
 * before, with the rows the batch wrote read back) at its new version.
 */
export async function readWrittenBooks(
  tx: Queryable,
  written: readonly WrittenBook[],
): Promise<StagedBook[]> {
  if (written.length === 0) return [];
  const ids = written.flatMap((w) => w.touched.filter((id) => /^\d+$/.test(id)));
  const marketOf = written.flatMap((w, n) =>
    w.touched.filter((id) => /^\d+$/.test(id)).map(() => n + 1),
  );
  const read = await tx.query<OrderRow & { book_n: number; book_version: string }>(
    `SELECT k.n::int AS book_n,
            COALESCE((SELECT version FROM sports_book_versions WHERE market_key = k.key), 0)::text
              AS book_version, o.*
       FROM unnest($1::text[]) WITH ORDINALITY AS k(key, n)
       LEFT JOIN LATERAL (
         SELECT ${ORDER_COLUMNS} FROM sports_orders
          WHERE id IN (SELECT t.id FROM unnest($2::bigint[], $3::int[]) AS t(id, m) WHERE t.m = k.n)
         OFFSET 0
       ) o ON true`,
    [written.map((w) => w.key), ids, marketOf],
  );
  const versions: string[] = [];
  const rows = written.map((): OrderRow[] => []);
  for (const { book_n, book_version, ...row } of read) {
    versions[book_n - 1] = String(book_version);
    if (row.id !== null) rows[book_n - 1]?.push(row);
  }
  return written.map((w, n) => {
    const changed = rows[n] ?? [];
    const gone = new Set(changed.map((r) => r.id));
    const book = [
      ...w.before.filter((r) => !gone.has(r.id)),
      ...changed.filter((r) => r.state === 'waiting'),
    ].sort((a, b) => Number(a.id) - Number(b.id));
    return { key: w.key, book: { version: versions[n] ?? '0', rows: book } };
  });
}
