import { httpClient, type HttpReply } from './http-client';

/** shared-auth's REQUEST_TIMEOUT_MS (the app gives up on a request after 15 s). */
const APP_TIMEOUT_MS = 15_000;

export interface LoadPlayer {
  token: string;
  sessionId: string;
  /** Full odds URL this player's match page polls. */
  oddsUrl: string;
}

export interface LoadPlan {
  api: string;
  players: readonly LoadPlayer[];
  durationMs: number;
  balanceEveryMs: number;
  oddsEveryMs: number;
}

export interface KindStats {
  requests: number;
  errors: number;
  /** Ticks skipped because this player's previous request of the kind was still waiting. */
  skipped: number;
  latencies: number[];
  firstError?: string;
}

const emptyStats = (): KindStats => ({ requests: 0, errors: 0, skipped: 0, latencies: [] });

function balanceError(res: HttpReply): string | null {
  const body = res.body as { status?: number; message?: string } | null;
  if (res.code === 200 && body?.status === 0) return null;
  return `GetBalance: HTTP ${res.code} ${res.error ?? ''} status ${body?.status} ${body?.message ?? ''}`;
}

function oddsError(res: HttpReply): string | null {
  const market = (res.body as { market?: unknown } | null)?.market;
  if (res.code === 200 && Array.isArray(market)) return null;
  return `GetOddslite: HTTP ${res.code} ${res.error ?? ''}`;
}

/**
 * Runs every player for durationMs like the app does: GetBalance every balanceEveryMs, the match
 * page's odds every oddsEveryMs, never two of one kind in flight; starts staggered evenly over
 * each interval. Each player has its own keep-alive agent (its own connections), as a browser.
 */
export async function runLoad(plan: LoadPlan): Promise<{ balance: KindStats; odds: KindStats }> {
  const stats = { balance: emptyStats(), odds: emptyStats() };
  const end = performance.now() + plan.durationMs;
  const timers: NodeJS.Timeout[] = [];
  const loops: Promise<void>[] = [];
  const count = plan.players.length;

  const poll = (
    kind: 'balance' | 'odds',
    every: number,
    offset: number,
    send: () => Promise<HttpReply>,
    judge: (res: HttpReply) => string | null,
  ) =>
    new Promise<void>((resolve) => {
      const s = stats[kind];
      let busy: Promise<void> | null = null;
      const tick = () => {
        if (performance.now() >= end) {
          clearInterval(interval);
          void (busy ?? Promise.resolve()).then(resolve);
          return;
        }
        if (busy) {
          s.skipped += 1;
          return;
        }
        busy = send().then((res) => {
          s.requests += 1;
          s.latencies.push(res.ms);
          const error = judge(res);
          if (error) {
            s.errors += 1;
            s.firstError ??= error;
          }
          busy = null;
        });
      };
      let interval: NodeJS.Timeout;
      const first = setTimeout(() => {
        interval = setInterval(tick, every);
        timers.push(interval);
        tick();
      }, offset);
      timers.push(first);
    });

  plan.players.forEach((p, i) => {
    // A reply slower than the app waits for counts as an error.
    const http = httpClient(p.token, APP_TIMEOUT_MS);
    const balance = poll(
      'balance',
      plan.balanceEveryMs,
      (i * plan.balanceEveryMs) / count,
      () => http.post(`${plan.api}/User/GetBalance`, { sessionId: p.sessionId }),
      balanceError,
    );
    const odds = poll(
      'odds',
      plan.oddsEveryMs,
      (i * plan.oddsEveryMs) / count,
      () => http.get(p.oddsUrl),
      oddsError,
    );
    loops.push(Promise.all([balance, odds]).then(() => http.close()));
  });
  try {
    await Promise.all(loops);
  } finally {
    for (const t of timers) clearTimeout(t);
  }
  return stats;
}

/** The p-th percentile (0-100) of the values, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? 0;
}
