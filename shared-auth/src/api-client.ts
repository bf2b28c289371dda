import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { getRuntimeConfig } from './runtime-config';
import { browserLocation } from './navigation';
import { notifyError } from './notify';
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

function errorMessage(error: AxiosError): string | null {
  const body = error.response?.data as { message?: unknown } | undefined;
  if (body && typeof body.message === 'string' && body.message !== '') return body.message;
  return null;
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
    (response) => response,
    (error: unknown) => {
      if (!axios.isAxiosError(error)) return Promise.reject(error);
      if (error.response?.status === 401) {
        useSessionStore.getState().clearSession();
        if (!isSsrQuery(window.location.search)) browserLocation.replace('/');
        return Promise.reject(error);
      }
      const message = errorMessage(error);
      if (message && !error.config?.silent) notifyError(message);
      return Promise.reject(error);
    },
  );
  return client;
}

/** The one axios client of the whole app (shared-auth is a federation singleton). */
export const apiClient = createApiClient();
