import { useTexts } from '../../i18n/texts';
import { useSyncExternalStore } from 'react';
import type { RemoteName } from 'shared-auth';
import { AREA_TITLES } from '../../federation/remote-page';
import {
  HOST_VERSION,
  remoteVersion,
  subscribeRemoteVersions,
} from '../../federation/running-versions';

const REMOTES: readonly RemoteName[] = ['sports', 'casino', 'reports'];

const snapshot = () => REMOTES.map(remoteVersion).join(' ');

/** The versions this page runs (docs/deploy.md): the host's build and each loaded remote's. */
export function RunningVersions() {
  const t = useTexts();
  useSyncExternalStore(subscribeRemoteVersions, snapshot);
  return (
    <section className="running-versions" aria-labelledby="running-versions-title">
      <h3 id="running-versions-title">{t('versions.title')}</h3>
      <dl data-testid="running-versions">
        <div>
          <dt>{t('versions.host')}</dt>
          <dd translate="no">{HOST_VERSION}</dd>
        </div>
        {REMOTES.map((name) => (
          <div key={name}>
            <dt>{t(AREA_TITLES[name])}</dt>
            <dd>
              {remoteVersion(name) === 'unknown' ? t('versions.notLoaded') : remoteVersion(name)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
