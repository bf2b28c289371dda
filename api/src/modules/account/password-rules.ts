import type { RefusalCode, ReplyValues } from 'shared-api-types';
/**
 * Rules for a new password. The host's change-password form mirrors these
 * (host/src/features/change-password/password-rules.ts); keep the two in step.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first broken rule (its code and sentence), or null when the change may go ahead. */
export function passwordChangeProblem({
  oldPassword,
  newPassword,
  confirmPassword,
}: PasswordChange): { code: RefusalCode; message: string; values?: ReplyValues } | null {
  const broken = (code: RefusalCode, message: string, values?: ReplyValues) =>
    values ? { code, message, values } : { code, message };
  if (oldPassword === '') return broken('PASSWORD_OLD_MISSING', 'Enter your current password.');
  if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) {
    return broken(
      'PASSWORD_LENGTH',
      `The new password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
      { minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX },
    );
  }
  if (!/[A-Za-z]/.test(newPassword) || !/\d/.test(newPassword)) {
    return broken(
      'PASSWORD_LETTER_DIGIT',
      'The new password must contain at least one letter and one digit.',
    );
  }
  // NUL, tab, DEL and the like: no login form can type them.
  if (/\p{Cc}/u.test(newPassword))
    return broken('PASSWORD_CONTROL', 'The new password must not contain control characters.');
  if (newPassword === oldPassword)
    return broken('PASSWORD_SAME', 'The new password must be different from the current one.');
  if (confirmPassword !== newPassword)
    return broken('PASSWORD_MISMATCH', 'The new password and its confirmation do not match.');
  return null;
}
