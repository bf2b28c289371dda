/**
 * A write that changes waiting orders outside PlaceBet's batch (cancel, update, lapse), on the
 * owner's books in memory as the batch is: under the book's lock each market's book is the one
 * in memory when it is at the stored version, else it is read; after the writes the rows they
 * changed are read back with the book's new version, and the memory takes that book only after
 * the commit. A failed write drops its books: the next batch reads them.
 */
import type { Db, Queryable } from '../../../db/types';
import {
  bookMemory,
  readWrittenBooks,
  type BookMemory,
  type StagedBook,
  type WrittenBook,
} from './book-memory';
import { readBooksAndQuotes, type BookMarket, type StoredBookRead } from './market-book';

export class BookWrite {
  private staged: StagedBook[] = [];
  /** Every market read (dropped from the memory when the write fails). */
  readonly keys = new Set<string>();

  constructor(private readonly books: BookMemory | undefined) {}

  /** A new attempt of the transaction: nothing staged. */
  begin(): void {
    this.staged = [];
  }

  /** The write path's market lock, which begins each attempt of the transaction. */
  locking<M>(lock: (tx: Queryable) => Promise<M>): (tx: Queryable) => Promise<M> {
    return (tx) => {
      this.begin();
      return lock(tx);
    };
  }

  /** Under the books' locks: each market's waiting orders (from memory at the stored version). */
  read(
    tx: Queryable,
    markets: readonly (BookMarket & { key: string })[],
  ): Promise<StoredBookRead[]> {
    for (const m of markets) this.keys.add(m.key);
    return readBooksAndQuotes(
      tx,
      markets,
      markets.map((m) => this.books?.known(m.key) ?? null),
    );
  }

  /** After the writes, in their transaction: the books as they now stand (kept after the commit). */
  async wrote(tx: Queryable, written: readonly WrittenBook[]): Promise<void> {
    this.staged = [...this.staged, ...(await readWrittenBooks(tx, written))];
  }

  /** After the commit: the memory takes the books written. */
  keep(): void {
    this.books?.keep(this.staged);
  }
}

/**
 * Runs `write` (one transaction on the books it reads) with a BookWrite: after it returns
 * (committed) the memory keeps what it staged; when it throws the books it read are dropped.
 */
export async function onBooks<T>(
  deps: { db: Db; books?: BookMemory },
  write: (bw: BookWrite) => Promise<T>,
): Promise<T> {
  const books = bookMemory(deps.db, deps.books);
  const bw = new BookWrite(books);
  let out: T;
  try {
    out = await write(bw);
  } catch (err) {
    books?.drop([...bw.keys]);
    throw err;
  }
  bw.keep();
  return out;
}
