import { useTexts } from '../i18n/texts';
import { useEffect, useState } from 'react';
import { AREA_TITLES } from '../federation/remote-page';
import { leavePreview, previewState } from './preview-override';
import './preview-banner.css';

/** The preview's version, read from its manifest (the one deploy-remote.mjs stamps). */
function usePreviewVersion(manifestUrl: string | null): string {
  const [version, setVersion] = useState('...');
  useEffect(() => {
    if (!manifestUrl) return;
    fetch(manifestUrl, { cache: 'no-store' })
      .then((res) => res.json())
      .then((manifest: { metaData?: { buildInfo?: { buildVersion?: unknown } } }) => {
        const found = manifest.metaData?.buildInfo?.buildVersion;
        setVersion(typeof found === 'string' ? found : 'unknown');
      })
      .catch(() => setVersion('unreadable'));
  }, [manifestUrl]);
  return version;
}

/** Shown over every page of a tab that previews a remote, or whose preview was refused. */
export function PreviewBanner() {
  const state = previewState();
  const t = useTexts();
  const [dismissed, setDismissed] = useState(false);
  const version = usePreviewVersion(state.status === 'active' ? state.manifestUrl : null);
  if (state.status === 'none' || dismissed) return null;
  const backToLive = () => leavePreview(window.sessionStorage, () => window.location.reload());
  if (state.status === 'refused') {
    return (
      <div className="preview-banner preview-banner--refused" role="alert">
        <span data-testid="preview-banner">{t('preview.refused', { reason: state.reason })}</span>
        <button type="button" onClick={() => setDismissed(true)}>
          {t('preview.dismiss')}
        </button>
      </div>
    );
  }
  return (
    <div className="preview-banner" role="status">
      <span data-testid="preview-banner">
        {t('preview.active', {
          area: t(AREA_TITLES[state.remote]),
          remote: state.remote,
          version,
          origin: new URL(state.manifestUrl).host,
        })}
      </span>
      <button type="button" onClick={backToLive}>
        {t('preview.backToLive')}
      </button>
    </div>
  );
}
