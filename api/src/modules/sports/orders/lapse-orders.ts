import type { Db, Queryable } from '../../../db/types';
import { lockPlayer } from '../../../money/player-lock';
import { lockBookMarket } from './book-lock';
import { OrderEvents } from './order-events';
import { marketKey } from '../market-key';
import { endOrders } from './end-orders';
import { ORDER_COLUMNS, readWaiting, type MarketRef, type OrderRow } from './order-rows';

/**
 * The match went in play: every waiting match-odds order whose player chose `lapse` is lapsed
 * (its remaining size cancelled, its reservation released), one transaction: the markets and
 * their books first, then the players in user_id order. Returns the lapses' order events.
 */
export async function lapseInPlay(db: Db, matchId: string): Promise<OrderEvents> {
  return db.transaction(async (tx) => {
    const events = new OrderEvents();
    const rows = await tx.query<{ user_id: number; market_id: string }>(
      `SELECT DISTINCT user_id, market_id FROM sports_orders
        WHERE match_id = $1 AND market_type = 'odds' AND state = 'waiting' AND persistence = 'lapse'`,
      [matchId],
    );
    const markets = [...new Set(rows.map((r) => r.market_id))].sort();
    for (const marketId of markets) await lockBookMarket(marketKey(matchId, 'odds', marketId))(tx);
    const users = [...new Set(rows.map((r) => r.user_id))].sort((a, b) => a - b);
    for (const userId of users) await lockPlayer(tx, userId);
    for (const { user_id: userId, market_id: marketId } of rows) {
      const ref: MarketRef = { userId, matchId, marketType: 'odds', marketId };
      const lapsing = (await readWaiting(tx, ref)).filter((o) => o.persistence === 'lapse');
      await endOrders(tx, ref, lapsing, 'lapsed', events);
    }
    return events;
  });
}

/**
 * Settlement (its transaction, the market row already locked): every waiting remainder of the
 * market lapses and its reservation goes with the market's exposure rows. Returns the lapses'
 * order events (the house's too: it has no one to tell, and its exposure row goes as well).
 */
export async function lapseAtSettlement(
  tx: Queryable,
  m: { matchId: string; marketType: string; marketId: string },
): Promise<OrderEvents> {
  const events = new OrderEvents();
  if (m.marketType !== 'odds' && m.marketType !== 'toss') return events;
  const rows = await tx.query<OrderRow>(
    `UPDATE sports_orders SET cancelled = cancelled + remaining, remaining = 0, state = 'lapsed'
      WHERE match_id = $1 AND market_type = $2 AND market_id = $3 AND state = 'waiting'
      RETURNING ${ORDER_COLUMNS}`,
    [m.matchId, m.marketType, m.marketId],
  );
  for (const o of rows.sort((a, b) => Number(a.id) - Number(b.id))) events.add('lapsed', o);
  const users = events.players;
  if (users.length > 0) {
    await tx.query('DELETE FROM exposures WHERE market_key = $1 AND user_id = ANY($2::int[])', [
      marketKey(m.matchId, m.marketType, m.marketId),
      users,
    ]);
  }
  return events;
}
