import { Spinner } from 'shared-ui';
import { PASSWORD_RULES, type PasswordField } from './password-rules';
import { useChangePassword } from './use-change-password';
import './change-password.css';

const FIELDS: { field: PasswordField; label: string; autoComplete: string }[] = [
  { field: 'oldPassword', label: 'Current password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

export function ChangePasswordForm() {
  const { values, update, outcome, sending, submit } = useChangePassword();
  const badField = outcome?.kind === 'error' ? outcome.field : null;
  return (
    <form className="change-password" onSubmit={(e) => void submit(e)} noValidate>
      <div className="change-password__rules" id="password-rules">
        <strong>Your new password must be:</strong>
        <ul>
          {PASSWORD_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      {FIELDS.map(({ field, label, autoComplete }) => (
        <label key={field} className="change-password__field">
          {label}
          <input
            type="password"
            name={field}
            autoComplete={autoComplete}
            value={values[field]}
            maxLength={200}
            aria-invalid={badField === field ? 'true' : undefined}
            aria-describedby={field === 'newPassword' ? 'password-rules' : undefined}
            onChange={(e) => update(field, e.target.value)}
          />
        </label>
      ))}
      {outcome && (
        <p
          className={`change-password__message change-password__message--${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.message}
        </p>
      )}
      <button type="submit" disabled={sending}>
        {sending ? <Spinner label="Saving..." /> : 'Change password'}
      </button>
    </form>
  );
}
