import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { getRuntimeConfig } from './runtime-config';
import { browserLocation } from './navigation';
import { notifyError } from './notify';
import { refusalTextsReady } from './i18n/refusal-text';
import { replyBody, replyMessage } from './request-failure';
import { useSessionStore } from './session-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the error toast (the balance poller retries quietly). */
    silent?: boolean;
  }
}

/** Every request waits at most this long; the exchange never hangs a bet slip forever. */
export const REQUEST_TIMEOUT_MS = 15000;

export function isSsrQuery(search: string): boolean {
  return new URLSearchParams(search).get('ssr') === '1';
}

/** Every reply is a JSON object; anything else (cut short, an HTML page) is a failed call. */
function unreadable(response: AxiosResponse): AxiosError {
  const { config, request } = response;
  // (never shown: callApi words a failed call as CALL_FAILED or its caller's fallback)
  return new AxiosError(
    'The reply is not a JSON object',
    AxiosError.ERR_BAD_RESPONSE,
    config,
    request,
    response,
  );
}

let sessionEndingCalls = 0;

/**
 * A call that ends the session when it succeeds (a break): the server ends it before the reply
 * is back, so meanwhile another request's 401 is its doing and left to it; the call's reply
 * clears the session and its caller shows why (a reload to / would wipe that notice).
 */
export async function endingSession<T>(call: () => Promise<T>): Promise<T> {
  sessionEndingCalls += 1;
  try {
    const done = await call();
    useSessionStore.getState().clearSession();
    return done;
  } finally {
    sessionEndingCalls -= 1;
  }
}

async function onError(error: unknown): Promise<never> {
  if (!axios.isAxiosError(error)) return Promise.reject(error);
  if (error.response?.status === 401) {
    // A reply to a request sent under a session that has since ended (a break logs out, then a
    // read in flight comes back 401) must not clear a newer session or reload over its notice.
    const current = useSessionStore.getState().token;
    if (
      sessionEndingCalls > 0 ||
      !current ||
      error.config?.headers?.get('Authorization') !== `Bearer ${current}`
    )
      return Promise.reject(error);
    useSessionStore.getState().clearSession();
    if (!isSsrQuery(window.location.search)) browserLocation.replace('/');
    return Promise.reject(error);
  }
  if (!error.config?.silent) {
    if (typeof replyBody(error).code === 'string') await refusalTextsReady();
    const message = replyMessage(error);
    if (message) notifyError(message);
  }
  return Promise.reject(error);
}

export function createApiClient(): AxiosInstance {
  const client = axios.create({ timeout: REQUEST_TIMEOUT_MS });
  client.interceptors.request.use((config) => {
    if (!config.baseURL) config.baseURL = getRuntimeConfig().apiBase;
    const token = useSessionStore.getState().token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response) =>
      response.data && typeof response.data === 'object' ? response : onError(unreadable(response)),
    onError,
  );
  return client;
}

/** The one axios client of the whole app (shared-auth is a federation singleton). */
export const apiClient = createApiClient();
