import { useState, type FormEvent } from 'react';
import { ApiError, notifySuccess } from 'shared-auth';
import { changePassword, PASSWORD_NOT_CHANGED } from './api/change-password';
import { passwordProblem, type PasswordField, type PasswordForm } from './password-rules';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export type Outcome =
  | { kind: 'error'; field: PasswordField | null; message: string }
  | { kind: 'done'; message: string };

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
      setOutcome({ kind: 'error', ...problem });
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
      // A refusal says why; anything else keeps the form as typed with a plain sentence.
      const message = error instanceof ApiError ? error.message : PASSWORD_NOT_CHANGED;
      const field = /current password/i.test(message) ? 'oldPassword' : null;
      setOutcome({ kind: 'error', field, message });
    } finally {
      setSending(false);
    }
  };

  return { values, update, outcome, sending, submit };
}
