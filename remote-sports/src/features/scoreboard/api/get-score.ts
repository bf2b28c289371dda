import type { MatchScore, ScoreRequest } from 'shared-api-types';
import { callApi, peekEarlyCall } from 'shared-auth';

export type { MatchScore };

/** POST /Sports/GetScore {MatchId}: the live score. A quiet poll: the caller keeps its last score on any failure. */
export function getScore(matchId: string, signal?: AbortSignal): Promise<MatchScore> {
  const body: ScoreRequest = { MatchId: matchId };
  return callApi<MatchScore>('/Sports/GetScore', body, { silent: true, signal });
}

/** The score the start-up has already read for this match (host first-reads.ts), else null. */
export function peekScore(matchId: string): MatchScore | null {
  const body: ScoreRequest = { MatchId: matchId };
  return (peekEarlyCall('/Sports/GetScore', body) as MatchScore | undefined) ?? null;
}
