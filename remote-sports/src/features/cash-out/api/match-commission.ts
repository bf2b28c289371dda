import { queryOptions } from '@tanstack/react-query';
import type { ProfileData } from 'shared-api-types';
import { callApi } from 'shared-auth';
import { tryParseCents } from 'shared-maths/money';

/**
 * The player's match commission in basis points, from POST /User/GetProfile ("2.00" % = 200):
 * the cash-out value is shown net of it. Same cache entry as the host's profile page.
 */
export const matchCommissionQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => callApi<ProfileData>('/User/GetProfile', {}, { signal, silent: true }),
  select: (p: ProfileData): number => tryParseCents(p.matchCommission) ?? 0,
  staleTime: Infinity,
});
