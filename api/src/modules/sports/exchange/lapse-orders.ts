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
 * The match went in play: every waiting order on its match-odds market whose player chose
 * `lapse` is lapsed (its remaining size cancelled, its reservation released), as a write of the
 * one write path (money/write-path.ts writeSystem): the market and its book locked first, then
 * its players in user_id order; the path tells the players after the commit. Runs on the book (in
 * the owner's memory when it is the stored one; book-write.ts) with the pure book's lapseOrders.
 * Returns the lapses' order events.
 */
export async function lapseInPlay(
  deps: WritePathDeps & { books?: BookMemory },
  at: { matchId: string; marketId: string },
): Promise<OrderEvents> {
  let events = new OrderEvents();
  const key = marketKey(at.matchId, 'odds', at.marketId);
  const market = { ...at, marketType: 'odds' as const, key };
  await onBooks(deps, (bw) =>
    writeSystem<InPlayLapse, void>(deps, {
      notify: () => events.parts(),
      lockMarket: bw.locking(async (tx) => {
        events = new OrderEvents();
        await lockBookMarkets(tx, [key]);
        const [read] = await bw.read(tx, [market]);
        const house = await houseIdOf(deps.db);
        const change = lapseOrders(bookOf(read?.rows ?? [], house), 'in-play');
        return change.changed.length === 0 ? DEFERRED : { rows: read?.rows ?? [], change, house };
      }),
      players: async (_tx, l) => l.change.changed.map((o) => userOf(o.owner, l.house)),
      write: async ({ tx, market: l }) => {
        const { changed } = await storeAmended(tx, market, l.rows, l.change.changed);
        for (const o of changed) events.add('lapsed', o);
        await bw.wrote(tx, [{ key, before: l.rows, touched: changed.map((o) => o.id) }]);
      },
    }),
  );
  return events;
}

/** What the lapse at in play read under its market's lock. */
interface InPlayLapse {
  rows: StoredBookRead['rows'];
  change: ReturnType<typeof lapseOrders>;
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
