import { Link } from 'react-router-dom';
import { ProfileCard } from '../../features/profile/profile-card';

export default function ProfilePage() {
  return (
    <section className="ui-panel" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <div className="profile-page__card">
        <ProfileCard />
      </div>
      <p>
        <Link to="/Change_password">Change password</Link> ·{' '}
        <Link to="/settingall">Quick stakes</Link> · <Link to="/dashboard">Back to main menu</Link>
      </p>
    </section>
  );
}
