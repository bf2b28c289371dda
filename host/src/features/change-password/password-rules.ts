import type { RefusalCode } from 'shared-api-types';
import type { HostKey } from '../../i18n/texts';

/**
 * The new-password rules, mirrored from the API (api/src/modules/account/password-rules.ts) so the
 * form refuses exactly what the server refuses, by the same refusal codes.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Shown above the form before the player types anything (host texts; `{{min}}`, `{{max}}`). */
export const PASSWORD_RULES = [
  'password.rule.length',
  'password.rule.letterDigit',
  'password.rule.different',
  'password.rule.twice',
] as const satisfies readonly HostKey[];

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordForm;

/** A refusal of the password form, the client's or the server's. */
export type PasswordCode = Extract<RefusalCode, `PASSWORD_${string}`>;

/** The field a refusal code is about (null: the form as a whole). */
export const PASSWORD_CODE_FIELD: Record<PasswordCode, PasswordField | null> = {
  PASSWORD_OLD_MISSING: 'oldPassword',
  PASSWORD_WRONG: 'oldPassword',
  PASSWORD_LENGTH: 'newPassword',
  PASSWORD_LETTER_DIGIT: 'newPassword',
  PASSWORD_CONTROL: 'newPassword',
  PASSWORD_SAME: 'newPassword',
  PASSWORD_MISMATCH: 'confirmPassword',
  PASSWORD_LOCKED: null,
  PASSWORD_BUSY: null,
  PASSWORD_CHANGED_MEANWHILE: null,
};

export const isPasswordCode = (code: unknown): code is PasswordCode =>
  typeof code === 'string' && code in PASSWORD_CODE_FIELD;

/** The first broken rule's code, or null when the form may be sent. */
export function passwordProblem({
  oldPassword,
  newPassword,
  confirmPassword,
}: PasswordForm): PasswordCode | null {
  if (oldPassword === '') return 'PASSWORD_OLD_MISSING';
  if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX)
    return 'PASSWORD_LENGTH';
  if (!/[A-Za-z]/.test(newPassword) || !/\d/.test(newPassword)) return 'PASSWORD_LETTER_DIGIT';
  if (/\p{Cc}/u.test(newPassword)) return 'PASSWORD_CONTROL';
  if (newPassword === oldPassword) return 'PASSWORD_SAME';
  if (confirmPassword !== newPassword) return 'PASSWORD_MISMATCH';
  return null;
}
