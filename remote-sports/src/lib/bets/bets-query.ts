import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient, STORAGE_KEYS } from 'shared-auth';
import {
  getActiveSessions,
  getBetList,
  type ActiveSession,
  type BetRecord,
  type MarketType,
} from './api/bet-lists';

/** A match's four bet lists and its active sessions (the caller's own). */
export interface MatchBets {
  lists: Record<MarketType, BetRecord[]>;
  active: ActiveSession[];
}

export const NO_BETS: MatchBets = {
  lists: { odds: [], book: [], toss: [], session: [] },
  active: [],
};

async function loadMatchBets(matchId: string): Promise<MatchBets> {
  const [odds, book, toss, session, active] = await Promise.all([
    getBetList('odds', matchId),
    getBetList('book', matchId),
    getBetList('toss', matchId),
    getBetList('session', matchId),
    getActiveSessions(matchId),
  ]);
  try {
    window.localStorage.setItem(STORAGE_KEYS.activeSessionLocal, JSON.stringify(active));
  } catch {
    // storage unavailable: memory is enough
  }
  return { lists: { odds, book, toss, session }, active };
}

/**
 * Read once per visit of the match page (which drops them on leaving) and again after each
 * bet or cash out (`refreshMatchBets`): many rows observe them, so they never go stale by age.
 */
export const matchBetsQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['match-bets', matchId],
    queryFn: () => loadMatchBets(matchId),
    staleTime: Infinity,
  });

/** Part of a match's bets (the empty lists until they have loaded). */
export function useMatchBets<T>(matchId: string, select: (bets: MatchBets) => T): T {
  const { data } = useQuery({ ...matchBetsQuery(matchId), select });
  return data ?? select(NO_BETS);
}

export const refreshMatchBets = (matchId: string): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: matchBetsQuery(matchId).queryKey });

export const dropMatchBets = (matchId: string): void =>
  queryClient.removeQueries({ queryKey: matchBetsQuery(matchId).queryKey });
