import { queryOptions } from '@tanstack/react-query';
import type { ProfileData as Profile } from 'shared-api-types';
import { callApi } from 'shared-auth';

/** POST /User/GetProfile. Commissions are percentages ("2.00"), money in Coins. */
export type { Profile };

export const PROFILE_FAILED = 'Your profile could not be loaded.';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) =>
    callApi<Profile>('/User/GetProfile', {}, { fallback: PROFILE_FAILED, signal, silent: true }),
});
