import type { StakeSettings } from 'shared-api-types';
import { callApi } from 'shared-auth';
import { t } from '../../../i18n/texts';

/** POST /User/SaveStakeSettings {QuickStakes: ["100", ...]} -> the saved settings. */
export function saveStakeSettings(quickStakes: readonly string[]): Promise<StakeSettings> {
  return callApi<StakeSettings>(
    '/User/SaveStakeSettings',
    { QuickStakes: quickStakes },
    { silent: true, fallback: t('stakes.notSaved') },
  );
}
