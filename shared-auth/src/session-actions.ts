import type { ApiReply, Balance, LoginReply, LoginRequest } from 'shared-api-types';
import { apiClient } from './api-client';
import { navigateTo } from './navigation';
import { notifyError } from './notify';
import { BALANCE_NOT_UPDATED_MESSAGE } from './request-failure';
import { useSessionStore } from './session-store';

/** IpAddress is a fixed placeholder; the server reads the real address (docs/api.md). */
export const IP_ADDRESS_PLACEHOLDER = '0.0.0.0';

export async function login(userName: string, password: string): Promise<LoginReply> {
  const res = await apiClient.post<LoginReply>('/Authenticate/Login', {
    UserName: userName,
    Password: password,
    IpAddress: IP_ADDRESS_PLACEHOLDER,
  } satisfies LoginRequest);
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

function isBalance(data: unknown): data is Balance {
  const b = data as Partial<Record<keyof Balance, unknown>> | null | undefined;
  return (
    typeof b?.balance === 'string' &&
    typeof b.exposure === 'string' &&
    typeof b.available === 'string'
  );
}

/** True while the balance calls fail: the player is told once, not on every 5 s retry. */
let balanceFailing = false;

/**
 * One balance call. Status 1 means the session is invalid and logs the player out. A failed
 * call or a reply without a balance keeps the shown balance and the session.
 */
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
    if (!isBalance(res.data.data)) throw new Error('The balance reply has no balance');
    useSessionStore.getState().setBalance(res.data.data);
    balanceFailing = false;
    return 'updated';
  } catch {
    // After a 401 the session is gone: nothing to tell.
    if (!balanceFailing && useSessionStore.getState().token)
      notifyError(BALANCE_NOT_UPDATED_MESSAGE);
    balanceFailing = true;
    return 'failed';
  }
}
