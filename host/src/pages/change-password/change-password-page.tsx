import { ChangePasswordForm } from '../../features/change-password/change-password-form';

export default function ChangePasswordPage() {
  return (
    <section className="ui-panel" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <p>After the change you stay logged in here; every other device is logged out.</p>
      <ChangePasswordForm />
    </section>
  );
}
