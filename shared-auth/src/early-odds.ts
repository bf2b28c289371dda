import { EARLY_CALL_MAX_AGE_MS } from './early-call';
import { getRuntimeConfig } from './runtime-config';

/** The two odds hosts (the config's sessionOddsHost and bookOddsHost). */
export type OddsHost = 'session' | 'book';

const early = new Map<string, { at: number; reply: Promise<Response> }>();

/** A market's snapshot on an odds host (GetOddslite). */
function oddsUrl(host: OddsHost, eventId: string, marketId: string): string {
  const config = getRuntimeConfig();
  const base = host === 'session' ? config.sessionOddsHost : config.bookOddsHost;
  return `${base}/MatchOdds/GetOddslite/4/${encodeURIComponent(eventId)}/${encodeURIComponent(marketId)}`;
}

const send = (url: string, signal?: AbortSignal) => fetch(url, { cache: 'no-store', signal });

/**
 * Sends now both odds hosts' reads of the market a match page will read first, while its code
 * still loads (the host knows the route first). Only before the page follows its stream topic:
 * a reply sent before the stream's state could be older than it.
 */
export function startEarlyOdds(eventId: string, marketId: string): void {
  for (const host of ['session', 'book'] as const) {
    const url = oddsUrl(host, eventId, marketId);
    if (early.has(url)) continue;
    const reply = send(url);
    reply.catch(() => undefined); // judged by the read that takes it, if any
    early.set(url, { at: Date.now(), reply });
  }
}

/**
 * An odds host's snapshot of a market: the early read of it, once (when it is at most
 * EARLY_CALL_MAX_AGE_MS old and `first`, the page's first read), else a new one.
 */
export function fetchOdds(
  host: OddsHost,
  eventId: string,
  marketId: string,
  first: boolean,
  signal?: AbortSignal,
): Promise<Response> {
  const url = oddsUrl(host, eventId, marketId);
  const entry = early.get(url);
  early.delete(url);
  if (first && entry && Date.now() - entry.at <= EARLY_CALL_MAX_AGE_MS) return entry.reply;
  return send(url, signal);
}
