import type { FastifyInstance } from 'fastify';
import { MarketDepthRequestSchema } from 'shared-api-types';
import { currentUser } from '../../../auth/require-user';
import type { Db } from '../../../db/types';
import { ok, refuse } from '../../../http/reply';
import type { SportsFeed } from '../feed-run/feed-view';
import { registerMatchRead } from './match-read-route';
import { storedMatch } from './score-routes';
import {
  readTradedLevels,
  readWaitingLevels,
  type DepthTarget,
} from '../exchange/depth/depth-queries';
import { marketDepth } from '../exchange/depth/market-depth';
import { marketKey } from '../market-key';
import { readQuote } from '../exchange/house';
import { unstoredHouse } from '../exchange/shown-book';

/**
 * POST /Sports/GetMarketDepth {MatchId, MarketType?, SelectionId}: one match-odds or toss
 * runner's ladder from the stored book and trades (docs/sports.md, "Market depth").
 */
export async function registerDepthRoute(
  app: FastifyInstance,
  db: Db,
  live: () => SportsFeed,
): Promise<void> {
  registerMatchRead(
    app,
    '/Sports/GetMarketDepth',
    MarketDepthRequestSchema,
    async (body, request) => {
      const { MatchId, MarketType = 'odds', SelectionId } = body;
      const m = live().matches.get(MatchId);
      if (!m && !(await storedMatch(db, MatchId))) return refuse('Unknown match', 'MATCH_UNKNOWN');
      // a match no longer in the feed (finished) is read from the store as it is
      if (m && !m[MarketType].runners.some((r) => r.selectionId === SelectionId))
        return refuse('Unknown runner', 'SELECTION_UNKNOWN');
      const d: DepthTarget = {
        matchId: MatchId,
        marketType: MarketType,
        selectionId: SelectionId,
        userId: currentUser(request).id,
      };
      const mk = m?.[MarketType];
      const runner = mk?.runners.find((r) => r.selectionId === SelectionId);
      const [waiting, traded, quote] = await Promise.all([
        readWaitingLevels(db, d),
        readTradedLevels(db, d),
        mk ? readQuote(db, marketKey(MatchId, MarketType, mk.marketId)) : null,
      ]);
      // a live market shows the house as the page does (a re-quote not stored yet included)
      const house =
        mk && runner && m.state !== 'completed' ? unstoredHouse(mk, runner, quote) : null;
      return ok(marketDepth(d, waiting, traded, house));
    },
  );
}
