import { refreshBalance } from './session-actions';

export const BALANCE_POLL_MS = 5000;

export interface BalancePoller {
  start: () => void;
  stop: () => void;
  /** Fetch now unless a request is already in flight (used right after a bet). */
  poke: () => Promise<void>;
}

/**
 * Polls GetBalance every 5 s. Never two requests in flight: a tick that finds one running is
 * skipped. A network error or 5xx keeps the session; the next tick tries again.
 */
export function createBalancePoller(
  fetchOnce: () => Promise<unknown> = refreshBalance,
  intervalMs = BALANCE_POLL_MS,
): BalancePoller {
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<void> | null = null;

  const poke = (): Promise<void> => {
    if (inFlight) return inFlight;
    inFlight = fetchOnce()
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    start() {
      if (timer) return;
      void poke();
      timer = setInterval(() => void poke(), intervalMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    poke,
  };
}

/** The app-wide poller; remotes call balancePoller.poke() after placing a bet. */
export const balancePoller = createBalancePoller();
