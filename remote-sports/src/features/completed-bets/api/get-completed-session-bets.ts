import type { CompletedSessionBets } from 'shared-api-types';
import { callApi } from 'shared-auth';

export type { CompletedSessionBets };

/** POST /Player/GetCompletedSessionBets {Id}: the caller's settled fancy bets on a match. */
export const completedBetsQuery = (matchId: string) => ({
  queryKey: ['sports', 'completed-session-bets', matchId],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    callApi<CompletedSessionBets>('/Player/GetCompletedSessionBets', { Id: matchId }, { signal }),
});
