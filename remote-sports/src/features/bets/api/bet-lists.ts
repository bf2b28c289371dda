import { apiClient, type ApiReply } from 'shared-auth';

export type MarketType = 'odds' | 'book' | 'toss' | 'session';

/** One of the player's bets (GetOddsBetList / GetBookBetList / GetTossBetList / GetSessionBetList). */
export interface BetRecord {
  betId: string;
  matchId: string;
  marketId: string;
  marketType: MarketType;
  selectionId: string;
  runnerName: string;
  side: 'back' | 'lay' | 'yes' | 'no';
  type: string;
  rate: string;
  line: number | null;
  amount: string;
  win: string;
  liability: string;
  status: 'open' | 'settled' | 'void';
  result: string | null;
  pl: string | null;
  date: string;
}

export interface ActiveSession {
  selectionId: string;
  runnerName: string;
  bets: number;
  exposure: string;
}

const PATHS: Record<MarketType, string> = {
  odds: '/Player/GetOddsBetList',
  book: '/Player/GetBookBetList',
  toss: '/Player/GetTossBetList',
  session: '/Player/GetSessionBetList',
};

async function post<T>(path: string, matchId: string): Promise<T> {
  const res = await apiClient.post<ApiReply<T>>(path, { Id: matchId });
  if (res.data.status !== 0) throw new Error(res.data.message);
  return res.data.data;
}

export const getBetList = (type: MarketType, matchId: string): Promise<BetRecord[]> =>
  post<BetRecord[]>(PATHS[type], matchId);
export const getActiveSessions = (matchId: string): Promise<ActiveSession[]> =>
  post<ActiveSession[]>('/Player/GetActiveSession', matchId);
