/** Round timing of the casino tables (env), in milliseconds. */
export interface CasinoConfig {
  /** Betting window: CASINO_ROUND_MS, default 20000. */
  openMs: number;
  /** Cards being dealt after betting closes (CASINO_DEAL_MS, default 3000). */
  dealMs: number;
  /** Result shown before the next round (CASINO_RESULT_MS, default 5000). */
  resultMs: number;
  /** Background ticker period (CASINO_TICK_MS, default 1000; 0 = off, the default under jest). */
  tickMs: number;
}

type Env = Record<string, string | undefined>;

function readMs(env: Env, key: string, fallback: number, min: number): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new Error(`${key} must be a whole number of ms >= ${min}, got "${raw}"`);
  return Number(raw);
}

export function loadCasinoConfig(env: Env = process.env): CasinoConfig {
  return {
    openMs: readMs(env, 'CASINO_ROUND_MS', 20_000, 1000),
    dealMs: readMs(env, 'CASINO_DEAL_MS', 3000, 0),
    resultMs: readMs(env, 'CASINO_RESULT_MS', 5000, 0),
    tickMs: readMs(env, 'CASINO_TICK_MS', env.NODE_ENV === 'test' ? 0 : 1000, 0),
  };
}
