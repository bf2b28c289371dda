import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBetDelay } from './api/get-bet-delay';

/** The server's in-play delay: read when a slip or the one-click bar first needs it. */
export const betDelayQuery = queryOptions({
  queryKey: ['bet-delay'],
  queryFn: getBetDelay,
  staleTime: 60_000,
});

/** The in-play bet delay in ms; null until read (no countdown then: the spinner shows). */
export function useInPlayDelayMs(): number | null {
  return useQuery(betDelayQuery).data?.inPlayMs ?? null;
}
