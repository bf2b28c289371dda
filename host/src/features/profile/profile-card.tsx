import { useQuery } from '@tanstack/react-query';
import { formatCoins } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { PROFILE_FAILED, profileQuery, type Profile } from './api/get-profile';
import './profile.css';

function rows(p: Profile): [string, string][] {
  return [
    ['Name', p.name],
    ['User name', p.userName],
    ['User type', p.userType],
    ['Match commission', `${p.matchCommission} %`],
    ['Session commission', `${p.sessionCommission} %`],
    ['Casino commission', `${p.casinoCommission} %`],
    ['Minimum stake', `${formatCoins(p.minStake)} Coins`],
    ['Maximum stake', `${formatCoins(p.maxStake)} Coins`],
    ['Balance', `${formatCoins(p.balance)} Coins`],
    ['Exposure', `${formatCoins(p.exposure)} Coins`],
    ['Available', `${formatCoins(p.available)} Coins`],
  ];
}

export function ProfileCard() {
  const { data, error, isPending, isFetching, refetch } = useQuery(profileQuery);
  if (isPending || (error && isFetching)) return <Spinner />;
  if (error) {
    return (
      <div role="alert" className="profile-card__error">
        <p>{error.message || PROFILE_FAILED}</p>
        <button type="button" onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <dl className="profile-card" aria-label="Profile details">
      {rows(data).map(([label, value]) => (
        <div key={label} className="profile-card__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
