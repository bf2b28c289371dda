import { payoff } from 'shared-maths';
import { crosses } from 'shared-maths/order-book';
import type { Db } from '../../../db/types';
import { lockPlayer } from '../../../money/player-lock';
import { insertBet } from '../bets/bet-rows';
import { houseLevels, runnerMarket } from '../bets/live-check';
import { lockSportsMarket } from '../bets/market-write';
import { lockOrderBook } from './book-lock';
import { OrderEvents } from './order-events';
import { marketKey } from '../market-key';
import type { SimMatch } from '../sim-types';
import { ORDER_COLUMNS, refreshExposure, runnerIdsOf, type OrderRow } from './order-rows';

/** A waiting order and the size the house's new levels can take of it now. */
export interface CrossedFill {
  order: OrderRow;
  size: number;
}

/**
 * Which waiting orders the live house levels cross, and for how much: the house's size at the
 * crossing levels is shared out oldest order first, so one level never fills more than it shows.
 */
export function crossedFills(
  matches: ReadonlyMap<string, SimMatch>,
  waiting: readonly OrderRow[],
): CrossedFill[] {
  const left = new Map<string, number>();
  const fills: CrossedFill[] = [];
  for (const order of waiting) {
    const m = matches.get(order.match_id);
    const mk = m && m.state !== 'completed' ? runnerMarket(m, order.market_type) : null;
    if (!mk || mk.marketId !== order.market_id || mk.status !== 'OPEN') continue;
    const runner = mk.runners.find((r) => r.selectionId === order.selection_id);
    if (!runner) continue;
    const key = `${order.match_id}:${order.market_type}:${order.selection_id}:${order.side}`;
    const levels = houseLevels(runner, order.side).filter((l) =>
      crosses(order.side, order.price, l.price),
    );
    const offered = left.get(key) ?? levels.reduce((sum, l) => sum + l.size, 0);
    const size = Math.min(order.remaining, offered);
    if (size <= 0) continue;
    left.set(key, offered - size);
    fills.push({ order, size });
  }
  return fills;
}

/**
 * The market came to the price: after a re-quote, each waiting order the house's levels cross
 * matches at the order's own price (the resting one), as a matched bet, in one transaction per
 * order (market, its book, then player, then the order row re-read: a cancel that won never
 * matches). One indexed query finds the waiting orders. Returns the fills' order events.
 */
export async function fillCrossed(
  db: Db,
  matches: ReadonlyMap<string, SimMatch>,
): Promise<OrderEvents> {
  const waiting = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sports_orders WHERE state = 'waiting' ORDER BY id`,
  );
  const events = new OrderEvents();
  for (const { order, size } of crossedFills(matches, waiting)) {
    const filled = await db.transaction(async (tx) => {
      const key = marketKey(order.match_id, order.market_type, order.market_id);
      const market = await lockSportsMarket(key)(tx);
      if (market?.status !== 'open') return null;
      await lockOrderBook(tx, key);
      await lockPlayer(tx, order.user_id);
      const rows = await tx.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM sports_orders WHERE id = $1 AND state = 'waiting' FOR UPDATE`,
        [order.id],
      );
      const now = rows[0];
      if (!now) return null;
      const take = Math.min(size, now.remaining);
      const { win, loss } = payoff({
        kind: now.market_type,
        side: now.side,
        price: now.price,
        stake: take,
      });
      await insertBet(tx, {
        userId: now.user_id,
        matchId: now.match_id,
        eventId: now.event_id,
        marketId: now.market_id,
        marketType: now.market_type,
        selectionId: now.selection_id,
        selectionName: now.selection_name,
        side: now.side,
        price: now.price,
        line: null,
        stake: take,
        win,
        loss,
        idempotencyKey: null,
        askedPrice: now.price,
        askedLine: null,
      });
      await tx.query(
        `UPDATE sports_orders SET matched = matched + $2, remaining = remaining - $2,
                state = CASE WHEN remaining - $2 = 0 THEN 'matched' ELSE 'waiting' END
          WHERE id = $1`,
        [now.id, take],
      );
      const ref = {
        userId: now.user_id,
        matchId: now.match_id,
        marketType: now.market_type,
        marketId: now.market_id,
      };
      await refreshExposure(tx, ref, runnerIdsOf(now));
      return { ...now, matched: now.matched + take, remaining: now.remaining - take, take };
    });
    if (filled) events.add('matched', filled, { size: filled.take, price: filled.price });
  }
  return events;
}
