import type { ChangePasswordRequest } from 'shared-api-types';
import { callApi } from 'shared-auth';

export const PASSWORD_NOT_CHANGED = 'The password was not changed. Please try again.';

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
      fallback: PASSWORD_NOT_CHANGED,
      read: ({ message }) => (typeof message === 'string' ? message : undefined),
    },
  );
}
