import type { MatchScore, ScoreRequest } from 'shared-api-types';
import { callApi } from 'shared-auth';

export type { MatchScore };

/** POST /Sports/GetScore {MatchId}: the live score. A quiet poll: the caller keeps its last score on any failure. */
export function getScore(matchId: string, signal?: AbortSignal): Promise<MatchScore> {
  const body: ScoreRequest = { MatchId: matchId };
  return callApi<MatchScore>('/Sports/GetScore', body, { silent: true, signal });
}
