import { TitledPage } from '../../components/titled-page';
import { useTexts } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import { ProfileCard } from '../../features/profile/profile-card';

export default function ProfilePage() {
  const t = useTexts();
  return (
    <TitledPage id="profile" title="profile.title">
      <div className="profile-page__card">
        <ProfileCard />
      </div>
      <p>
        <Link to="/Change_password">{t('profile.changePassword')}</Link> ·{' '}
        <Link to="/settingall">{t('profile.quickStakes')}</Link> ·{' '}
        <Link to="/dashboard">{t('profile.backToMenu')}</Link>
      </p>
    </TitledPage>
  );
}
