import type { Db, Queryable } from '../../../db/types';
import { lockPlayers } from '../../../money/player-lock';
import { lapseOrders } from './book/amend-order';
import { marketKey } from '../market-key';
import { storeAmended } from './amend-store';
import { lockBookMarkets, lockOrderBook } from './book-lock';
import { onBooks, type BookWrite } from './book-write';
import { houseId, houseIdOf } from './house';
import { bookOf, userOf, type BookMarket } from './market-book';
import { OrderEvents } from './order-events';

/**
 * The match went in play: every waiting match-odds order whose player chose `lapse` is lapsed
 * (its remaining size cancelled, its reservation released), one transaction: the markets and
 * their books first, then the players in user_id order. Runs on each book (in the owner's
 * memory when it is the stored one; book-write.ts) with the pure book's lapseOrders. Returns the
 * lapses' order events.
 */
export async function lapseInPlay(db: Db, matchId: string): Promise<OrderEvents> {
  let events = new OrderEvents();
  await onBooks({ db }, (bw) =>
    db.transaction(async (tx) => {
      bw.begin();
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
      if (markets.length === 0) return;
      await lockBookMarkets(
        tx,
        markets.map((m) => m.key),
      );
      const reads = await bw.read(tx, markets);
      const house = await houseIdOf(db);
      const changes = reads.map((read) => lapseOrders(bookOf(read.rows, house), 'in-play'));
      const users = new Set(changes.flatMap((c) => c.changed.map((o) => userOf(o.owner, house))));
      await lockPlayers(
        tx,
        [...users].sort((a, b) => a - b),
      );
      for (const [n, m] of markets.entries()) {
        const rows = reads[n]?.rows ?? [];
        const { changed } = await storeAmended(tx, m, rows, changes[n]?.changed ?? []);
        for (const o of changed) events.add('lapsed', o);
        await bw.wrote(tx, [{ key: m.key, before: rows, touched: changed.map((o) => o.id) }]);
      }
    }),
  );
  return events;
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
