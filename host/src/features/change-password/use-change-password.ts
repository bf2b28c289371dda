import { useState, type FormEvent } from 'react';
import { notifySuccess } from 'shared-auth';
import { changePassword } from './api/change-password';
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
      const reply = await changePassword(
        values.oldPassword,
        values.newPassword,
        values.confirmPassword,
      );
      if (reply.status === 0) {
        setValues(EMPTY);
        setOutcome({ kind: 'done', message: reply.message });
        notifySuccess(reply.message);
      } else {
        const field = /current password/i.test(reply.message) ? 'oldPassword' : null;
        setOutcome({ kind: 'error', field, message: reply.message });
      }
    } catch {
      // HTTP errors are already toasted by the shared client; keep the form as typed.
      setOutcome({
        kind: 'error',
        field: null,
        message: 'The password was not changed. Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return { values, update, outcome, sending, submit };
}
