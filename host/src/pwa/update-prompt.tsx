import { useTexts } from '../i18n/texts';
import { useEffect, useState } from 'react';
import { getRuntimeConfig } from 'shared-auth';
import { createVersionWatch, versionSources } from './version-watch';
import { watchWorkerVersion } from './worker-version';
import './update-prompt.css';

/** How often an open page asks whether a new version is live (and when it comes back to view). */
export const VERSION_CHECK_MS = 5 * 60_000;
/** The first check (what is live now) waits for the page's own load to finish. */
const FIRST_CHECK_AFTER_LOAD_MS = 2000;

function useNewVersionLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const watch = createVersionWatch(versionSources(getRuntimeConfig()));
    let stopped = false;
    const stopWorkerWatch = watchWorkerVersion(() => {
      if (!stopped) setLive(true);
    });
    const check = () => {
      void watch.check().then((changed) => {
        if (changed && !stopped) setLive(true);
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    let first: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      first = setTimeout(check, FIRST_CHECK_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    const timer = setInterval(check, VERSION_CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      stopWorkerWatch();
      clearTimeout(first);
      clearInterval(timer);
      window.removeEventListener('load', afterLoad);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return live;
}

/** Offers a reload when the host or a remote has been deployed since this page loaded. */
export function UpdatePrompt() {
  const live = useNewVersionLive();
  const t = useTexts();
  if (!live) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('update.live')}</span>
      <button type="button" onClick={() => window.location.reload()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
