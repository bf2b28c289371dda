import type { Queryable } from '../../../db/types';
import { DEFERRED } from '../../../money/batch-queue';
import { writeSystem, type WritePathDeps } from '../../../money/write-path';
import { lapseOrders } from './book/amend-order';
import { marketKey } from '../market-key';
import { storeAmended } from './amend-store';
import { lockBookMarkets, lockOrderBook } from './book-lock';
import { onBooks, type BookWrite } from './book-write';
import type { BookMemory } from './book-memory';
import { houseId, houseIdOf } from './house';
import { bookOf, userOf, type BookMarket, type StoredBookRead } from './market-book';
import { OrderEvents } from './order-events';

/**
 * The match went in play: every waiting match-odds order whose player chose `lapse` is lapsed
 * (its remaining size cancelled, its reservation released), as a write of the one write path
 * (money/write-path.ts writeSystem): the markets and their books first, then the players in
 * user_id order; the path tells the players after the commit. Runs on each book (in the owner's
 * memory when it is the stored one; book-write.ts) with the pure book's lapseOrders. Returns the
 * lapses' order events.
 */
export async function lapseInPlay(
  deps: WritePathDeps & { books?: BookMemory },
  matchId: string,
): Promise<OrderEvents> {
  let events = new OrderEvents();
  await onBooks(deps, (bw) =>
    writeSystem<InPlayLapse, void>(deps, {
      notify: () => events.parts(),
      lockMarket: bw.locking(async (tx) => {
        events = new OrderEvents();
        const rows = await tx.query<{ market_id: string }>(
          `SELECT DISTINCT market_id FROM sports_orders
            WHERE match_id = $1 AND market_type = 'odds' AND state = 'waiting' AND persistence = 'lapse'`,
          [matchId],
        );
        const markets = rows
          .map((r) => {
            const m = { matchId, marketType: 'odds' as const, marketId: r.market_id };
            return { ...m, key: marketKey(matchId, 'odds', r.market_id) };
          })
          .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        if (markets.length === 0) return DEFERRED;
        await lockBookMarkets(
          tx,
          markets.map((m) => m.key),
        );
        const reads = await bw.read(tx, markets);
        const house = await houseIdOf(deps.db);
        const changes = reads.map((read) => lapseOrders(bookOf(read.rows, house), 'in-play'));
        return { markets, reads, changes, house };
      }),
      players: async (_tx, l) =>
        l.changes.flatMap((c) => c.changed.map((o) => userOf(o.owner, l.house))),
      write: async ({ tx, market: l }) => {
        for (const [n, m] of l.markets.entries()) {
          const rows = l.reads[n]?.rows ?? [];
          const { changed } = await storeAmended(tx, m, rows, l.changes[n]?.changed ?? []);
          for (const o of changed) events.add('lapsed', o);
          await bw.wrote(tx, [{ key: m.key, before: rows, touched: changed.map((o) => o.id) }]);
        }
      },
    }),
  );
  return events;
}

/** What the lapse at in play read under its markets' locks. */
interface InPlayLapse {
  markets: (BookMarket & { key: string })[];
  reads: StoredBookRead[];
  changes: ReturnType<typeof lapseOrders>[];
  house: number;
}

/**
 * Settlement (its transaction, the market row already locked): the book's lock, then every
 * waiting remainder of the market lapses with the pure book's lapseOrders, on the book (in the
 * owner's memory when it is the stored one; `bw`, book-write.ts), and its reservation goes with
 * the market's exposure rows. Returns the lapses' order events (the house's too: it has no one
 * to tell, and its exposure row goes as well).
 */
export async function lapseAtSettlement(
  tx: Queryable,
  bw: BookWrite,
  m: { matchId: string; marketType: string; marketId: string },
): Promise<OrderEvents> {
  const events = new OrderEvents();
  const { marketType } = m;
  if (marketType !== 'odds' && marketType !== 'toss') return events;
  const key = marketKey(m.matchId, marketType, m.marketId);
  const market: BookMarket & { key: string } = { ...m, marketType, key };
  await lockOrderBook(tx, key);
  const [read] = await bw.read(tx, [market]);
  const rows = read?.rows ?? [];
  const house = await houseId(tx);
  const change = lapseOrders(bookOf(rows, house), 'all');
  const { changed } = await storeAmended(tx, market, rows, change.changed);
  for (const o of changed) events.add('lapsed', o);
  await bw.wrote(tx, [{ key, before: rows, touched: changed.map((o) => o.id) }]);
  const users = events.players;
  if (users.length > 0) {
    await tx.query('DELETE FROM exposures WHERE market_key = $1 AND user_id = ANY($2::int[])', [
      key,
      users,
    ]);
  }
  return events;
}
