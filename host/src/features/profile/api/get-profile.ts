import { queryOptions } from '@tanstack/react-query';
import type { ProfileData as Profile } from 'shared-api-types';
import { callApi } from 'shared-auth';
import { t } from '../../../i18n/texts';

/** POST /User/GetProfile. Commissions are percentages ("2.00"), money in Coins. */
export type { Profile };

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) =>
    callApi<Profile>(
      '/User/GetProfile',
      {},
      { fallback: t('profile.failed'), signal, silent: true },
    ),
});
