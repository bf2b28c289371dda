import type { ApiReply, CompletedSessionBets } from 'shared-api-types';
import { apiClient } from 'shared-auth';

export type { CompletedSessionBets };

/** POST /Player/GetCompletedSessionBets {Id}: the caller's settled fancy bets on a match. */
export async function getCompletedSessionBets(matchId: string): Promise<CompletedSessionBets> {
  const res = await apiClient.post<ApiReply<CompletedSessionBets>>(
    '/Player/GetCompletedSessionBets',
    { Id: matchId },
  );
  if (res.data.status !== 0) throw new Error(res.data.message);
  return res.data.data;
}
