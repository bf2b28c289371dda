import type { MatchHistory, MatchHistoryRequest } from 'shared-api-types';
import { callApi } from 'shared-auth';

/** POST /Sports/GetMatchHistory {MatchId}: the match so far by over. A quiet read: the chart keeps what it has on a failure. */
export function getMatchHistory(matchId: string, signal?: AbortSignal): Promise<MatchHistory> {
  const body: MatchHistoryRequest = { MatchId: matchId };
  return callApi<MatchHistory>('/Sports/GetMatchHistory', body, { silent: true, signal });
}
