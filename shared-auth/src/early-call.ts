import type { AxiosAdapter, AxiosResponse } from 'axios';
import { apiClient } from './api-client';

/** An early reply older than this is not used: the page polls and wants fresh data. */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

const early = new Map<string, { at: number; reply: Promise<AxiosResponse<unknown>> }>();
const keyOf = (path: string, body: object): string => `${path} ${JSON.stringify(body)}`;

/**
 * A read the host sent itself, before this package had arrived (host federation/start-reads.ts):
 * the transport that gives its reply, and when it was sent (Date.now()).
 */
export interface SentRead {
  adapter: AxiosAdapter;
  at: number;
}

/**
 * Sends now a read that the page of this address will make first, while that page's code still
 * loads (the host knows the route before any remote has arrived), or takes one the host has
 * already sent. The first callApi of the same path and body takes this reply instead of sending
 * again; it is judged by callApi's one policy.
 */
export function startEarlyCall(path: string, body: object, sent?: SentRead): void {
  const key = keyOf(path, body);
  if (early.has(key)) return;
  const reply = apiClient.post<unknown>(path, body, {
    silent: true,
    ...(sent && { adapter: sent.adapter }),
  });
  reply.catch(() => undefined); // judged by the caller that takes it, if any
  early.set(key, { at: sent?.at ?? Date.now(), reply });
}

/** The early reply for this call, once (null when none was started or it is too old). */
export function takeEarlyCall(path: string, body: object): Promise<AxiosResponse<unknown>> | null {
  const key = keyOf(path, body);
  const entry = early.get(key);
  early.delete(key);
  return entry && Date.now() - entry.at <= EARLY_CALL_MAX_AGE_MS ? entry.reply : null;
}
