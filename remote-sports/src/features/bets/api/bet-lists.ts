import type {
  ActiveSession,
  ApiReply,
  BetListItem as BetRecord,
  SportsMarketType as MarketType,
} from 'shared-api-types';
import { apiClient } from 'shared-auth';

export type { ActiveSession, BetRecord, MarketType };

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
