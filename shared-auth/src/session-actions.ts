import type { Balance, LoginReply, LoginRequest } from 'shared-api-types';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { callApi } from './call-api';
import { navigateTo } from './navigation';
import { notifyError } from './notify';
import { clientFailureText } from './request-failure';
import { useSessionStore } from './session-store';
import { refusalTextsReady } from './i18n/refusal-text';

/** IpAddress is a fixed placeholder; the server reads the real address (docs/api.md). */
export const IP_ADDRESS_PLACEHOLDER = '0.0.0.0';

export async function login(userName: string, password: string): Promise<LoginReply> {
  const res = await apiClient.post<LoginReply>('/Authenticate/Login', {
    UserName: userName,
    Password: password,
    IpAddress: IP_ADDRESS_PLACEHOLDER,
  } satisfies LoginRequest);
  if (res.data.code) await refusalTextsReady();
  return res.data;
}

/** Logout: GET /User/Logout (best effort), clear all local state and storage, back to '/'. */
export async function logout(): Promise<void> {
  const hadToken = Boolean(useSessionStore.getState().token);
  try {
    if (hadToken) await callApi('/User/Logout', undefined, { method: 'get', silent: true });
  } catch {
    // The session is ended locally whatever the server said.
  }
  useSessionStore.getState().clearSession();
  navigateTo('/');
}

export type BalanceOutcome = 'updated' | 'logged-out' | 'failed';

function readBalance({ data }: { data: unknown }): Balance | undefined {
  const b = data as Partial<Record<keyof Balance, unknown>> | null | undefined;
  return typeof b?.balance === 'string' &&
    typeof b.exposure === 'string' &&
    typeof b.available === 'string'
    ? (b as Balance)
    : undefined;
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
    const balance = await callApi(
      '/User/GetBalance',
      { sessionId: sessionId ?? '' },
      {
        silent: true,
        read: readBalance,
      },
    );
    useSessionStore.getState().setBalance(balance);
    balanceFailing = false;
    return 'updated';
  } catch (error) {
    if (error instanceof ApiError && error.failure === 'refused') {
      await logout();
      return 'logged-out';
    }
    // After a 401 the session is gone: nothing to tell.
    if (!balanceFailing && useSessionStore.getState().token)
      notifyError(clientFailureText('BALANCE_NOT_UPDATED'));
    balanceFailing = true;
    return 'failed';
  }
}
