import { create } from 'zustand';
import type { SaferLimitsData } from 'shared-api-types';
import { tryParseCents } from 'shared-maths/money';
import { callApi } from './call-api';

interface StakeLimitState {
  /** The player's own stake limit in force (Coins, "150.00"); null: none, or not read yet. */
  limit: string | null;
  /** POST /SaferGambling/GetLimits; a failed read keeps what was known (the server still refuses). */
  load: () => Promise<void>;
}

/** The safer-gambling stake limit, for every bet slip (sports and casino). */
export const useStakeLimit = create<StakeLimitState>()((set) => ({
  limit: null,
  load: async () => {
    try {
      const data = await callApi<SaferLimitsData>('/SaferGambling/GetLimits', {}, { silent: true });
      set({ limit: data.limits.find((l) => l.kind === 'stake')?.amount ?? null });
    } catch {
      // keep the last known limit
    }
  },
}));

/**
 * The most a stake may be: the operator's maximum or the player's own stake limit, whichever is
 * lower; `own` says the player's limit is the one that applies.
 */
export function effectiveMaxStake(
  maxStake: string,
  limit: string | null,
): { max: string; own: boolean } {
  const operator = tryParseCents(maxStake);
  const own = limit === null ? null : tryParseCents(limit);
  if (own === null || operator === null || own >= operator) return { max: maxStake, own: false };
  return { max: limit as string, own: true };
}
