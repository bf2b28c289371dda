import { useTexts } from '../../i18n/texts';
import { ChangePasswordForm } from '../../features/change-password/change-password-form';

export default function ChangePasswordPage() {
  const t = useTexts();
  return (
    <section className="ui-panel" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('changePassword.title')}</h2>
      <p>{t('changePassword.intro')}</p>
      <ChangePasswordForm />
    </section>
  );
}
