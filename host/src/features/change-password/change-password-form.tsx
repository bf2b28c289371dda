import { useTexts, type HostKey } from '../../i18n/texts';
import { Spinner } from 'shared-ui';
import { FormMessage } from '../../components/form-message';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULES, type PasswordField } from './password-rules';
import { refusalMessage, useChangePassword } from './use-change-password';
import './change-password.css';

const FIELDS: { field: PasswordField; label: HostKey; autoComplete: string }[] = [
  { field: 'oldPassword', label: 'password.current', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'password.new', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'password.confirm', autoComplete: 'new-password' },
];

export function ChangePasswordForm() {
  const t = useTexts();
  const { values, update, outcome, sending, submit } = useChangePassword();
  const badField = outcome?.kind === 'error' ? outcome.field : null;
  return (
    <form className="change-password" onSubmit={(e) => void submit(e)} noValidate>
      <div className="change-password__rules" id="password-rules">
        <strong>{t('password.mustBe')}</strong>
        <ul>
          {PASSWORD_RULES.map((rule) => (
            <li key={rule}>{t(rule, { min: PASSWORD_MIN, max: PASSWORD_MAX })}</li>
          ))}
        </ul>
      </div>
      {FIELDS.map(({ field, label, autoComplete }) => (
        <label key={field} className="change-password__field">
          {t(label)}
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
        <FormMessage type={outcome.kind} className="change-password__message">
          {outcome.kind === 'done'
            ? outcome.message
            : refusalMessage(outcome.code, outcome.sentence)}
        </FormMessage>
      )}
      <button type="submit" disabled={sending}>
        {sending ? <Spinner label={t('common.saving')} /> : t('changePassword.title')}
      </button>
    </form>
  );
}
