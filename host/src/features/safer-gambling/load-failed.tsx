import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/safer/safer-texts';

/** A read that failed: its sentence and Retry. */
export function LoadFailed({ error, retry }: { error: Error; retry: () => unknown }) {
  const t = useTexts();
  return (
    <div role="alert">
      <p>{error.message}</p>
      <button type="button" onClick={() => void retry()}>
        {t('safer.retry')}
      </button>
    </div>
  );
}

/** A table that scrolls sideways on a phone: a named, focusable region (axe). */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ui-table-wrap" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
