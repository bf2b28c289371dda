import type { AxiosAdapter, AxiosResponse } from 'axios';
import { apiClient } from './api-client';

/** An early reply older than this is not used: the page polls and wants fresh data. */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

interface Early {
  at: number;
  reply: Promise<AxiosResponse<unknown>>;
  /** The success envelope's data, once the reply has arrived and is one. */
  data?: unknown;
}

const early = new Map<string, Early>();
const keyOf = (path: string, body: object): string => `${path} ${JSON.stringify(body)}`;
const fresh = (entry: Early | undefined): entry is Early =>
  entry !== undefined && Date.now() - entry.at <= EARLY_CALL_MAX_AGE_MS;

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
  const entry: Early = { at: sent?.at ?? Date.now(), reply };
  reply.then(
    (res) => {
      const body = res.data as { status?: unknown; data?: unknown } | null;
      if (body?.status === 0 && body.data != null) entry.data = body.data;
    },
    () => undefined, // judged by the caller that takes it, if any
  );
  early.set(key, entry);
}

/**
 * The data of an early read that has already arrived as a success, fresh, without taking it (its
 * first call still does): a page draws it in its first render instead of a frame later.
 */
export function peekEarlyCall(path: string, body: object): unknown {
  const entry = early.get(keyOf(path, body));
  return fresh(entry) ? entry.data : undefined;
}

/** The early reply for this call, once (null when none was started or it is too old). */
export function takeEarlyCall(path: string, body: object): Promise<AxiosResponse<unknown>> | null {
  const key = keyOf(path, body);
  const entry = early.get(key);
  early.delete(key);
  return fresh(entry) ? entry.reply : null;
}
