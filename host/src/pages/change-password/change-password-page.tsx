import { TitledPage } from '../../components/titled-page';
import { useTexts } from '../../i18n/texts';
import { ChangePasswordForm } from '../../features/change-password/change-password-form';

export default function ChangePasswordPage() {
  const t = useTexts();
  return (
    <TitledPage id="change-password" title="changePassword.title">
      <p>{t('changePassword.intro')}</p>
      <ChangePasswordForm />
    </TitledPage>
  );
}
