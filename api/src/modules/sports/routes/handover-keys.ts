/**
 * The calls handed to a market's owner (cluster/owner-handover.ts) and the match-odds / toss
 * market each acts on, read from its validated body (PlaceBet, CashOut) or its player's orders
 * (CancelBet, UpdateBet, CancelBets: the queries cancel-orders.ts runs).
 */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../../auth/require-user';
import type { Queryable } from '../../../db/types';
import { marketKey } from '../market-key';

export const HANDOVER_PATHS: ReadonlySet<string> = new Set([
  '/Player/PlaceBet',
  '/Player/CashOut',
  '/Player/UpdateBet',
  '/Player/CancelBet',
  '/Player/CancelBets',
]);

type MarketRow = { match_id: string; market_type: string; market_id: string };

const bookKey = (matchId: unknown, type: unknown, marketId: unknown): string | null =>
  (type === 'odds' || type === 'toss') &&
  typeof matchId === 'string' &&
  typeof marketId === 'string'
    ? marketKey(matchId, type, marketId)
    : null;

/** The book market of a handed-over call (null: none, or no order of the player's there). */
export function handoverKeyOf(db: Queryable) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const row = (rows: MarketRow[]) =>
      rows[0] ? bookKey(rows[0].match_id, rows[0].market_type, rows[0].market_id) : null;
    switch (request.routeOptions.url) {
      case '/Player/PlaceBet':
      case '/Player/CashOut':
        return bookKey(body.MatchId, body.MarketType, body.MarketId);
      case '/Player/CancelBet':
      case '/Player/UpdateBet':
        // (the schema let only 1 to 18 digits through: always a bigint)
        return row(
          await db.query<MarketRow>(
            'SELECT match_id, market_type, market_id FROM sports_orders WHERE id = $1 AND user_id = $2',
            [String(body.BetId), currentUser(request).id],
          ),
        );
      case '/Player/CancelBets':
        return row(
          await db.query<MarketRow>(
            `SELECT match_id, market_type, market_id FROM sports_orders
              WHERE user_id = $1 AND match_id = $2 AND market_type = $3 AND state = 'waiting' LIMIT 1`,
            [currentUser(request).id, String(body.Id), body.MarketType ?? 'odds'],
          ),
        );
      default:
        return null;
    }
  };
}
