/**
 * Stores what the pure book did (a BookChange: orders changed, fills) in the transaction that
 * holds the book's lock and every player's row lock: each fill becomes two matched bets at the
 * resting price (equal and opposite money), each changed order its new matched / remaining, a
 * new house order a row, and every owner's exposure of the market is recomputed.
 */
import type { Queryable } from '../../../db/types';
import { insertBet } from './bet-rows';
import type { BookChange, Order } from '../exchange/book/book-types';
import { fillBets } from '../exchange/book/settle-fills';
import { userOf } from '../exchange/market-book';
import type { OrderEvents } from '../exchange/order-events';
import { refreshExposure, type OrderMarket, type OrderRow } from './order-rows';

/** The market a change is on, as its new rows need it. */
export interface ChangeMarket {
  matchId: string;
  eventId: string;
  marketId: string;
  marketType: OrderMarket;
  runnerIds: readonly string[];
  /** Runner names by selection id. */
  names: ReadonlyMap<string, string>;
  house: number;
}

/** Book ids -> stored ids: a stored order's id is itself; new house orders get theirs on insert. */
export type StoredIds = Map<string, string>;

async function insertHouseOrder(tx: Queryable, m: ChangeMarket, o: Order): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO sports_orders (user_id, match_id, event_id, market_id, market_type, selection_id,
                                selection_name, runner_ids, side, price, size, matched, remaining,
                                cancelled, persistence, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'keep', $15)
     RETURNING id::text AS id`,
    [
      m.house,
      m.matchId,
      m.eventId,
      m.marketId,
      m.marketType,
      o.runner,
      m.names.get(o.runner) ?? o.runner,
      m.runnerIds.join(','),
      o.side,
      o.price,
      o.size,
      o.matched,
      o.remaining,
      o.cancelled,
      o.state,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('house order insert returned no id');
  return id;
}

/**
 * Stores `change`. `skip` is the book id of the caller's own new order (its row and its bets are
 * the caller's to write). `stored` are the book's rows as loaded; `ids` maps new house orders'
 * book ids to their stored ids (filled in here, read by a later change of the same book).
 * Returns the users whose market exposure was recomputed.
 */
export async function applyChange(
  tx: Queryable,
  m: ChangeMarket,
  stored: ReadonlyMap<string, OrderRow>,
  ids: StoredIds,
  change: BookChange,
  events: OrderEvents,
  skip: string | null = null,
): Promise<Set<number>> {
  const owners = new Set<number>();
  const byId = new Map<string, Order>();
  for (const o of change.changed) if (o.id !== skip) byId.set(o.id, o);
  for (const o of byId.values()) {
    owners.add(userOf(o.owner, m.house));
    const id = ids.get(o.id) ?? (stored.has(o.id) ? o.id : null);
    if (id === null) {
      ids.set(o.id, await insertHouseOrder(tx, m, o));
      continue;
    }
    const updated = await tx.query(
      `UPDATE sports_orders SET matched = $2, remaining = $3, cancelled = $4, state = $5
        WHERE id = $1 AND state = 'waiting' RETURNING id`,
      [id, o.matched, o.remaining, o.cancelled, o.state],
    );
    if (updated.length !== 1) throw new Error(`order ${id} left the book under its lock`);
  }
  for (const f of change.fills) {
    for (const bet of fillBets(f)) {
      const isTaker = bet.side === f.takerSide;
      const bookId = isTaker ? f.takerId : f.makerId;
      if (bookId === skip) continue;
      const order = byId.get(bookId);
      const userId = userOf(bet.owner, m.house);
      await insertBet(tx, {
        userId,
        matchId: m.matchId,
        eventId: m.eventId,
        marketId: m.marketId,
        marketType: m.marketType,
        selectionId: f.runner,
        selectionName: m.names.get(f.runner) ?? f.runner,
        side: bet.side,
        price: f.price,
        line: null,
        stake: f.size,
        win: bet.win,
        loss: bet.loss,
        idempotencyKey: null,
        askedPrice: order?.price ?? f.price,
        askedLine: null,
      });
    }
  }
  events.makersMatched(change.fills, (bookId) => {
    const row = stored.get(bookId);
    const o = byId.get(bookId);
    if (!row || !o || row.user_id === m.house) return null;
    return { ...row, matched: o.matched, remaining: o.remaining };
  });
  for (const userId of owners) {
    const ref = {
      userId,
      matchId: m.matchId,
      marketType: m.marketType,
      marketId: m.marketId,
    };
    await refreshExposure(tx, ref, m.runnerIds);
  }
  return owners;
}

/** The stored rows by id. */
export const rowsById = (rows: readonly OrderRow[]): Map<string, OrderRow> =>
  new Map(rows.map((r) => [r.id, r]));
