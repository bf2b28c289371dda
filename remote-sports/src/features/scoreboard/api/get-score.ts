import type { ApiReply, MatchScore } from 'shared-api-types';
import { apiClient } from 'shared-auth';

export type { MatchScore };

/** POST /Sports/GetScore {MatchId}: the live score (null when the API does not know the match). */
export async function getScore(matchId: string, signal?: AbortSignal): Promise<MatchScore | null> {
  const res = await apiClient.post<ApiReply<MatchScore>>(
    '/Sports/GetScore',
    { MatchId: matchId },
    { silent: true, signal },
  );
  return res.data.status === 0 ? res.data.data : null;
}
