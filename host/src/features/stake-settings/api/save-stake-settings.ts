import type { StakeSettings } from 'shared-api-types';
import { callApi } from 'shared-auth';

export const STAKES_NOT_SAVED = 'The quick stakes were not saved. Please try again.';

/** POST /User/SaveStakeSettings {QuickStakes: ["100", ...]} -> the saved settings. */
export function saveStakeSettings(quickStakes: readonly string[]): Promise<StakeSettings> {
  return callApi<StakeSettings>(
    '/User/SaveStakeSettings',
    { QuickStakes: quickStakes },
    { silent: true, fallback: STAKES_NOT_SAVED },
  );
}
