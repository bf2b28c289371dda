import type { Queryable } from '../../../../db/types';
import { marketKey } from '../../market-key';
import { houseIdOf } from '../house';
import type { SimMatch } from '../../feed/sim-types';

/** A match's waiting orders summed per runner, side and price, the house's apart. */
export interface MatchWaitingRow {
  market_type: 'odds' | 'toss';
  selection_id: string;
  side: 'back' | 'lay';
  price: number;
  size: number | string;
  house: boolean;
}

/** A match's traded backer's stake per runner and price; `last_id` the latest trade's bet there. */
export interface MatchTradedRow {
  market_type: 'odds' | 'toss';
  selection_id: string;
  price: number;
  size: number | string;
  last_id: number | string;
}

export interface MatchDepthRead {
  waiting: MatchWaitingRow[];
  traded: MatchTradedRow[];
  /** market key -> the engine quote the house's stored orders stand for. */
  quotes: Map<string, string>;
}

/**
 * Every level of the match odds' and the toss's books and their trades, in one statement (the
 * rows GetMarketDepth reads for one runner, for all of them): the stream's `depth:` topic.
 */
export async function readMatchDepth(db: Queryable, m: SimMatch): Promise<MatchDepthRead> {
  const keys = [
    marketKey(m.matchId, 'odds', m.odds.marketId),
    marketKey(m.matchId, 'toss', m.toss.marketId),
  ];
  const rows = await db.query<{
    waiting: MatchWaitingRow[] | null;
    traded: MatchTradedRow[] | null;
    quotes: { market_key: string; quote: string }[] | null;
  }>(
    `SELECT
       (SELECT json_agg(w) FROM (
          SELECT o.market_type, o.selection_id, o.side, o.price, SUM(o.remaining)::bigint AS size,
                 (o.user_id = $2) AS house
            FROM sports_orders o
           WHERE o.match_id = $1 AND o.state = 'waiting' AND o.market_type IN ('odds', 'toss')
           GROUP BY o.market_type, o.selection_id, o.side, o.price, o.user_id = $2) w) AS waiting,
       (SELECT json_agg(t) FROM (
          SELECT market_type, selection_id, price, SUM(stake)::bigint AS size, MAX(id) AS last_id
            FROM sports_bets
           WHERE match_id = $1 AND market_type IN ('odds', 'toss') AND side = 'back'
             AND status <> 'void'
           GROUP BY market_type, selection_id, price) t) AS traded,
       (SELECT json_agg(q) FROM (
          SELECT market_key, quote FROM sports_house_quotes WHERE market_key = ANY($3::text[])) q)
         AS quotes`,
    [m.matchId, await houseIdOf(db), keys],
  );
  const row = rows[0];
  return {
    waiting: row?.waiting ?? [],
    traded: row?.traded ?? [],
    quotes: new Map((row?.quotes ?? []).map((q) => [q.market_key, q.quote])),
  };
}
