import type { ApiReply, StakeSettings } from 'shared-api-types';
import { apiClient } from 'shared-auth';

/** POST /User/SaveStakeSettings {QuickStakes: ["100", ...]} -> the saved settings. */
export async function saveStakeSettings(
  quickStakes: readonly string[],
): Promise<ApiReply<StakeSettings>> {
  const res = await apiClient.post<ApiReply<StakeSettings>>('/User/SaveStakeSettings', {
    QuickStakes: quickStakes,
  });
  return res.data;
}
