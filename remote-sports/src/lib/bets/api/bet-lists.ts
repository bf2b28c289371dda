import type {
  ActiveSession,
  BetListItem as BetRecord,
  SportsMarketType as MarketType,
} from 'shared-api-types';
import { callApi } from 'shared-auth';

export type { ActiveSession, BetRecord, MarketType };

const PATHS: Record<MarketType, string> = {
  odds: '/Player/GetOddsBetList',
  book: '/Player/GetBookBetList',
  toss: '/Player/GetTossBetList',
  session: '/Player/GetSessionBetList',
};

export const getBetList = (type: MarketType, matchId: string): Promise<BetRecord[]> =>
  callApi<BetRecord[]>(PATHS[type], { Id: matchId });
export const getActiveSessions = (matchId: string): Promise<ActiveSession[]> =>
  callApi<ActiveSession[]>('/Player/GetActiveSession', { Id: matchId });
