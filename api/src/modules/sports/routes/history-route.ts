import type { FastifyInstance } from 'fastify';
import { MatchHistoryRequestSchema } from 'shared-api-types';
import type { Db } from '../../../db/types';
import { ok, refuse } from '../../../http/reply';
import { feedMatch, type SportsFeed } from '../feed-run/feed-view';
import { registerMatchRead } from './match-read-route';
import { loadSeriesInput } from '../history/history-queries';
import { matchSeries } from '../history/match-series';

/** POST /Sports/GetMatchHistory {MatchId}: the match so far by over (docs/sports.md). */
export function registerHistoryRoute(app: FastifyInstance, db: Db, live: () => SportsFeed): void {
  registerMatchRead(
    app,
    '/Sports/GetMatchHistory',
    MatchHistoryRequestSchema,
    async ({ MatchId: id }) => {
      const input = await loadSeriesInput(db, id, feedMatch(live, id));
      return input ? ok(matchSeries(input)) : refuse('Unknown match', 'MATCH_UNKNOWN');
    },
  );
}
