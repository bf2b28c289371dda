import { apiClient, type ApiReply } from 'shared-auth';

/** A settled fancy bet (SPEC.md session bet: match, date, rate, line, resultScore, amount, betType, pl). */
export interface CompletedSessionBet {
  match: string;
  date: string;
  rate: string;
  line: number | null;
  resultScore: string;
  amount: string;
  betType: string;
  pl: string;
}

export interface CompletedSessionBets {
  sessionBets: CompletedSessionBet[];
  total: string;
}

/** POST /Player/GetCompletedSessionBets {Id}: the caller's settled fancy bets on a match. */
export async function getCompletedSessionBets(matchId: string): Promise<CompletedSessionBets> {
  const res = await apiClient.post<ApiReply<CompletedSessionBets>>(
    '/Player/GetCompletedSessionBets',
    { Id: matchId },
  );
  if (res.data.status !== 0) throw new Error(res.data.message);
  return res.data.data;
}
