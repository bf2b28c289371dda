import { useState, type FormEvent } from 'react';
import { ApiError, notifySuccess, refusalText } from 'shared-auth';
import { t } from '../../i18n/texts';
import { changePassword } from './api/change-password';
import {
  isPasswordCode,
  PASSWORD_CODE_FIELD,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblem,
  type PasswordCode,
  type PasswordField,
  type PasswordForm,
} from './password-rules';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A refusal worded when it is shown (a language switch words it again): the field it marks comes
 * from its code, never from its English sentence; a sentence without a known code is the server's.
 */
export type Outcome =
  | {
      kind: 'error';
      field: PasswordField | null;
      code: PasswordCode | null;
      sentence: string | null;
    }
  | { kind: 'done'; message: string };

/** A refusal in the player's language: shared-auth's refusal texts, the length rule's here. */
export function refusalMessage(code: PasswordCode | null, sentence: string | null): string {
  if (code === 'PASSWORD_LENGTH')
    return t('password.problem.length', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  if (code) return refusalText(code, sentence ?? t('password.notChanged'));
  return sentence ?? t('password.notChanged');
}

export function useChangePassword() {
  const [values, setValues] = useState<PasswordForm>(EMPTY);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);

  const update = (field: PasswordField, value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = passwordProblem(values);
    if (problem) {
      setOutcome({
        kind: 'error',
        field: PASSWORD_CODE_FIELD[problem],
        code: problem,
        sentence: null,
      });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const message = await changePassword(
        values.oldPassword,
        values.newPassword,
        values.confirmPassword,
      );
      setValues(EMPTY);
      setOutcome({ kind: 'done', message });
      notifySuccess(message);
    } catch (error) {
      // A refusal says why (by its code); anything else keeps the form as typed with a sentence.
      const refusal = error instanceof ApiError ? error : null;
      const code = isPasswordCode(refusal?.code) ? refusal.code : null;
      setOutcome({
        kind: 'error',
        field: code ? PASSWORD_CODE_FIELD[code] : null,
        code,
        sentence: refusal?.message ?? null,
      });
    } finally {
      setSending(false);
    }
  };

  return { values, update, outcome, sending, submit };
}
