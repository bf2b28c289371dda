/** A rate: `burst` at once, refilled at `perSecond`. */
export interface RateLimit {
  burst: number;
  perSecond: number;
}

/**
 * A stream socket's messages: a tab sends four or five subscribes at once and a few a minute
 * after; 60 at once and 20 a second leave a client far more than it needs.
 */
export const STREAM_RATE: RateLimit = { burst: 60, perSecond: 20 };

/** A token bucket: the returned function takes one token, false when there is none. */
export function tokenBucket(limit: RateLimit, now: () => number = Date.now): () => boolean {
  let tokens = limit.burst;
  let at = now();
  return () => {
    const t = now();
    tokens = Math.min(limit.burst, tokens + ((t - at) * limit.perSecond) / 1000);
    at = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
