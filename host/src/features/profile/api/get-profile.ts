import { apiClient, type ApiReply } from 'shared-auth';

/** POST /User/GetProfile. Commissions are percentages ("2.00"), money in Coins. */
export interface Profile {
  name: string;
  userName: string;
  userType: string;
  matchCommission: string;
  sessionCommission: string;
  casinoCommission: string;
  minStake: string;
  maxStake: string;
  balance: string;
  exposure: string;
  available: string;
}

export async function getProfile(): Promise<ApiReply<Profile | null>> {
  const res = await apiClient.post<ApiReply<Profile | null>>('/User/GetProfile', {});
  return res.data;
}
