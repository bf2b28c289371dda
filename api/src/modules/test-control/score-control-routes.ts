import type { FastifyInstance } from 'fastify';
import { badRequestUncoded, ok } from '../../http/reply';
import type { ForcedBall } from '../sports/feed/engine/bowl';
import { scoreData } from '../sports/feed/engine/score';
import { leading, type CurrentSports } from './leading-sports';

const FORCED: readonly ForcedBall[] = ['W', '0', '1', '2', '3', '4', '6', 'wd', 'nb'];

/**
 * `/__test/Sports/Bowl {MatchId, Balls?, Force?}` bowls balls of a match now (even
 * when the feed is frozen; an upcoming match has its toss first), the first one forced when asked
 * (W, 0-6, wd, nb), and replies with the score.
 */
export async function registerScoreTestRoutes(
  app: FastifyInstance,
  current: CurrentSports,
): Promise<void> {
  app.post<{ Body: { MatchId: string; Balls?: number; Force?: ForcedBall } }>(
    '/__test/Sports/Bowl',
    {
      schema: {
        body: {
          type: 'object',
          required: ['MatchId'],
          properties: {
            MatchId: { type: 'string', pattern: '^[0-9]{1,20}$' },
            Balls: { type: 'integer', minimum: 0, maximum: 5000 },
            Force: { type: 'string', enum: FORCED },
          },
        },
      },
    },
    async (request) => {
      const { MatchId, Balls, Force } = request.body;
      const rt = leading(current);
      const m = rt.sim.matches.get(MatchId);
      if (!m) throw badRequestUncoded(`Unknown match ${MatchId}`);
      rt.sim.bowlNow(m, Balls ?? 1, Force);
      await rt.persistNew();
      await rt.drain();
      return ok(scoreData(m.cricket, m.matchId, m.state));
    },
  );
}
