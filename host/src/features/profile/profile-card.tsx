import type { TextFn } from 'shared-auth';
import { useTexts, type HostKey } from '../../i18n/texts';
import { useQuery } from '@tanstack/react-query';
import { formatCoins } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { profileQuery, type Profile } from './api/get-profile';
import './profile.css';

function rows(p: Profile, t: TextFn<HostKey>): [string, string][] {
  const coins = (amount: string) => t('header.coins', { amount: formatCoins(amount) });
  const percent = (rate: string) => t('profile.percent', { rate });
  return [
    [t('profile.name'), p.name],
    [t('profile.userName'), p.userName],
    [t('profile.userType'), t(`userType.${p.userType}` as HostKey, { defaultValue: p.userType })],
    [t('profile.matchCommission'), percent(p.matchCommission)],
    [t('profile.sessionCommission'), percent(p.sessionCommission)],
    [t('profile.casinoCommission'), percent(p.casinoCommission)],
    [t('profile.minStake'), coins(p.minStake)],
    [t('profile.maxStake'), coins(p.maxStake)],
    [t('profile.balance'), coins(p.balance)],
    [t('profile.exposure'), coins(p.exposure)],
    [t('profile.available'), coins(p.available)],
  ];
}

export function ProfileCard() {
  const t = useTexts();
  const { data, error, isPending, isFetching, refetch } = useQuery(profileQuery);
  if (isPending || (error && isFetching)) return <Spinner />;
  if (error) {
    return (
      <div role="alert" className="profile-card__error">
        <p>{error.message || t('profile.failed')}</p>
        <button type="button" onClick={() => void refetch()}>
          {t('remote.retry')}
        </button>
      </div>
    );
  }
  return (
    <dl className="profile-card" aria-label={t('profile.details')}>
      {rows(data, t).map(([label, value]) => (
        <div key={label} className="profile-card__row">
          <dt>{label}</dt>
          <dd translate="no">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
