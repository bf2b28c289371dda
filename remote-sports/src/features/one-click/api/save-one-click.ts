import type { SaveOneClickRequest, StakeSettings } from 'shared-api-types';
import { callApi } from 'shared-auth';
import { t } from '../../../i18n/texts';

/** POST /User/SaveOneClick: turns one-click betting on or off with its stake (whole Coins). */
export const saveOneClick = (body: SaveOneClickRequest): Promise<StakeSettings> =>
  callApi<StakeSettings>('/User/SaveOneClick', body, {
    silent: true,
    fallback: t('oneClick.notSaved'),
  });
