import type { FastifyInstance } from 'fastify';
import { ScoreRequestSchema } from 'shared-api-types';
import type { Db } from '../../../db/types';
import { ok, refuse } from '../../../http/reply';
import { loadBalls } from '../feed-run/ball-store';
import { replay } from '../feed/engine/cricket';
import { scoreData, type ScoreData } from '../feed/engine/score';
import { restoreCricketMeta } from '../feed/sim-state';
import { feedMatch, type SportsFeed } from '../feed-run/feed-view';
import { registerMatchRead } from './match-read-route';

/** A match's row: its teams, state and the simulator state last stored (null: unknown match). */
export async function storedMatch(db: Db, matchId: string) {
  const rows = await db.query<{
    competition: string;
    team1: string;
    team2: string;
    state: string;
    sim_state: unknown;
  }>('SELECT competition, team1, team2, state, sim_state FROM sports_matches WHERE match_id = $1', [
    matchId,
  ]);
  return rows[0] ?? null;
}

/**
 * A match no longer in memory (finished a while ago), or on a follower process: its score from
 * the stored ball record.
 */
export async function storedScore(db: Db, matchId: string): Promise<ScoreData | null> {
  const row = await storedMatch(db, matchId);
  if (!row) return null;
  const meta = restoreCricketMeta(row.sim_state, row.competition);
  const balls = (await loadBalls(db, [matchId])).get(matchId) ?? [];
  const c = replay(meta.format, [row.team1, row.team2], meta.toss, balls);
  return scoreData(c, matchId, row.state);
}

/** POST /Sports/GetScore {MatchId}: the live score of a match (docs/sports.md). */
export async function registerScoreRoutes(
  app: FastifyInstance,
  db: Db,
  live: () => SportsFeed,
): Promise<void> {
  registerMatchRead(app, '/Sports/GetScore', ScoreRequestSchema, async ({ MatchId: id }) => {
    const m = feedMatch(live, id);
    const data = m ? scoreData(m.cricket, id, m.state) : await storedScore(db, id);
    return data ? ok(data) : refuse('Unknown match', 'MATCH_UNKNOWN');
  });
}
