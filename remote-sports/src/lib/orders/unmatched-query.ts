import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnmatchedBet } from 'shared-api-types';
import { queryClient } from 'shared-auth';
import { getUnmatchedBets } from './api/orders';

const NONE: UnmatchedBet[] = [];

/**
 * The caller's waiting orders of a match. Read with the match page and again after every write
 * (a bet, a cancel, an edit) and every account-topic change (the unmatched-bets panel follows it).
 */
export const unmatchedQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['unmatched-bets', matchId],
    queryFn: () => getUnmatchedBets(matchId),
    staleTime: Infinity,
  });

/** The waiting orders (none until they have loaded). */
export function useUnmatched(matchId: string): UnmatchedBet[] {
  const { data } = useQuery({ ...unmatchedQuery(matchId), enabled: Boolean(matchId) });
  return data ?? NONE;
}

export const refreshUnmatched = (matchId: string): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: unmatchedQuery(matchId).queryKey });

export const dropUnmatched = (matchId: string): void =>
  queryClient.removeQueries({ queryKey: unmatchedQuery(matchId).queryKey });

/** The match page's "Unmatched bets" anchor: the header's waiting count and a runner's orders lead here. */
export const UNMATCHED_ANCHOR = 'unmatched-bets';
