import type { ChangePasswordRequest } from 'shared-api-types';
import { callApi } from 'shared-auth';
import { t } from '../../../i18n/texts';

/** POST /User/ChangePassword -> the server's confirmation sentence; a refusal throws its own. */
export function changePassword(
  oldPassword: string,
  newPassword: string,
  confirmPassword: string,
): Promise<string> {
  return callApi(
    '/User/ChangePassword',
    {
      OldPassword: oldPassword,
      NewPassword: newPassword,
      ConfirmPassword: confirmPassword,
    } satisfies ChangePasswordRequest,
    {
      silent: true,
      fallback: t('password.notChanged'),
      read: ({ message }) => (typeof message === 'string' ? message : undefined),
    },
  );
}
