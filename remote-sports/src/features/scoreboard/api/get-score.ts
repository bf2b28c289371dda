import type { MatchScore, ScoreRequest } from 'shared-api-types';
import { ApiError, callApi } from 'shared-auth';

export type { MatchScore };

/**
 * POST /Sports/GetScore {MatchId}: the live score, or null when the API refuses (an unknown
 * match). A quiet poll: a lost reply throws, and the scoreboard keeps what it shows.
 */
export async function getScore(matchId: string, signal?: AbortSignal): Promise<MatchScore | null> {
  const body: ScoreRequest = { MatchId: matchId };
  try {
    return await callApi<MatchScore>('/Sports/GetScore', body, { silent: true, signal });
  } catch (error) {
    if (error instanceof ApiError && error.failure === 'refused') return null;
    throw error;
  }
}
