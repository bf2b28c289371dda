import { useCallback, useEffect, useState } from 'react';
import { formatCoins } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { getProfile, type Profile } from './api/get-profile';
import './profile.css';

type Load =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; profile: Profile };

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
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchProfile = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const reply = await getProfile();
      setLoad(
        reply.status === 0 && reply.data
          ? { state: 'ready', profile: reply.data }
          : { state: 'error', message: reply.message },
      );
    } catch {
      setLoad({ state: 'error', message: 'Your profile could not be loaded.' });
    }
  }, []);
  useEffect(() => {
    void fetchProfile();
  }, [fetchProfile]);

  if (load.state === 'loading') return <Spinner />;
  if (load.state === 'error') {
    return (
      <div role="alert" className="profile-card__error">
        <p>{load.message}</p>
        <button type="button" onClick={() => void fetchProfile()}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <dl className="profile-card" aria-label="Profile details">
      {rows(load.profile).map(([label, value]) => (
        <div key={label} className="profile-card__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
