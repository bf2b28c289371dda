/**
 * The new-password rules, mirrored from the API (api/src/modules/account/password-rules.ts) so the
 * form refuses exactly what the server refuses, with the same sentences.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Shown above the form before the player types anything. */
export const PASSWORD_RULES: readonly string[] = [
  `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  'At least one letter and one digit',
  'Different from your current password',
  'Typed the same twice (new and confirm)',
];

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordForm;

export interface PasswordProblem {
  field: PasswordField;
  message: string;
}

/** The first broken rule (and the field to mark), or null when the form may be sent. */
export function passwordProblem({
  oldPassword,
  newPassword,
  confirmPassword,
}: PasswordForm): PasswordProblem | null {
  if (oldPassword === '') return { field: 'oldPassword', message: 'Enter your current password.' };
  if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) {
    return {
      field: 'newPassword',
      message: `The new password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
    };
  }
  if (!/[A-Za-z]/.test(newPassword) || !/\d/.test(newPassword)) {
    return {
      field: 'newPassword',
      message: 'The new password must contain at least one letter and one digit.',
    };
  }
  if (/\p{Cc}/u.test(newPassword)) {
    return {
      field: 'newPassword',
      message: 'The new password must not contain control characters.',
    };
  }
  if (newPassword === oldPassword) {
    return {
      field: 'newPassword',
      message: 'The new password must be different from the current one.',
    };
  }
  if (confirmPassword !== newPassword) {
    return {
      field: 'confirmPassword',
      message: 'The new password and its confirmation do not match.',
    };
  }
  return null;
}
