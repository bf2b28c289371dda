import type { Queryable } from '../../../../db/types';
import { HOUSE_USERNAME } from '../house';

/** One runner of one market, and who asks. */
export interface DepthTarget {
  matchId: string;
  marketType: 'odds' | 'toss';
  selectionId: string;
  userId: number;
}

/** Waiting orders summed per side and price, the house's apart: everyone's, and the caller's own part. */
export interface WaitingLevel {
  side: 'back' | 'lay';
  price: number;
  size: number;
  mine: number;
  house: boolean;
}

/** Matched backer's stake per price; `last` is true on the price of the latest trade. */
export interface TradedLevel {
  price: number;
  size: number;
  last: boolean;
}

export const readWaitingLevels = (db: Queryable, d: DepthTarget): Promise<WaitingLevel[]> =>
  db.query<WaitingLevel>(
    `SELECT o.side, o.price, SUM(o.remaining)::bigint AS size,
            COALESCE(SUM(o.remaining) FILTER (WHERE o.user_id = $4), 0)::bigint AS mine,
            (u.username = $5) AS house
       FROM sports_orders o JOIN users u ON u.id = o.user_id
      WHERE o.match_id = $1 AND o.market_type = $2 AND o.selection_id = $3 AND o.state = 'waiting'
      GROUP BY o.side, o.price, u.username = $5`,
    [d.matchId, d.marketType, d.selectionId, d.userId, HOUSE_USERNAME],
  );

/**
 * The runner's trades per price. Every fill is a back and a lay bet of one size (the house is a
 * participant), so a trade is its back side, as GetMatchHistory counts it.
 */
export const readTradedLevels = (db: Queryable, d: DepthTarget): Promise<TradedLevel[]> =>
  db.query<TradedLevel>(
    `WITH t AS (
       SELECT id, price, stake FROM sports_bets
        WHERE match_id = $1 AND market_type = $2 AND selection_id = $3 AND side = 'back'
          AND status <> 'void')
     SELECT price, SUM(stake)::bigint AS size,
            COALESCE(price = (SELECT price FROM t ORDER BY id DESC LIMIT 1), false) AS last
       FROM t GROUP BY price`,
    [d.matchId, d.marketType, d.selectionId],
  );
