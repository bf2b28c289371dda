import type { ApiReply, ProfileData as Profile } from 'shared-api-types';
import { apiClient } from 'shared-auth';

/** POST /User/GetProfile. Commissions are percentages ("2.00"), money in Coins. */
export type { Profile };

export async function getProfile(): Promise<ApiReply<Profile | null>> {
  const res = await apiClient.post<ApiReply<Profile | null>>('/User/GetProfile', {});
  return res.data;
}
