import type { ApiReply, Balance, LoginReply } from './api-types';
import { apiClient } from './api-client';
import { navigateTo } from './navigation';
import { useSessionStore } from './session-store';

/** SPEC.md section 7: IpAddress is a fixed placeholder; the server reads the real address. */
export const IP_ADDRESS_PLACEHOLDER = '0.0.0.0';

export async function login(userName: string, password: string): Promise<LoginReply> {
  const res = await apiClient.post<LoginReply>('/Authenticate/Login', {
    UserName: userName,
    Password: password,
    IpAddress: IP_ADDRESS_PLACEHOLDER,
  });
  return res.data;
}

/** Logout: GET /User/Logout (best effort), clear all local state and storage, back to '/'. */
export async function logout(): Promise<void> {
  const hadToken = Boolean(useSessionStore.getState().token);
  try {
    if (hadToken) await apiClient.get('/User/Logout', { silent: true });
  } catch {
    // The session is ended locally whatever the server said.
  }
  useSessionStore.getState().clearSession();
  navigateTo('/');
}

export type BalanceOutcome = 'updated' | 'logged-out' | 'failed';

/** One balance call. Status 1 means the session is invalid and logs the player out. */
export async function refreshBalance(): Promise<BalanceOutcome> {
  const { sessionId, token } = useSessionStore.getState();
  if (!token) return 'failed';
  try {
    const res = await apiClient.post<ApiReply<Balance>>(
      '/User/GetBalance',
      { sessionId: sessionId ?? '' },
      { silent: true },
    );
    if (res.data.status === 1) {
      await logout();
      return 'logged-out';
    }
    useSessionStore.getState().setBalance(res.data.data);
    return 'updated';
  } catch {
    return 'failed';
  }
}
