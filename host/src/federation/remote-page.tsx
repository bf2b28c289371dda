import { useTexts, type HostKey } from '../i18n/texts';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteName } from 'shared-auth';
import type { RemoteRef } from 'shared-contracts';
import { Spinner } from 'shared-ui';
import { reportRemoteError } from '../error-reports/report-remote-error';
import { loadRemotePage, resetRemote } from './register-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** Each area's name (host texts). */
export const AREA_TITLES: Record<RemoteName, HostKey> = {
  sports: 'area.sports',
  casino: 'area.casino',
  reports: 'area.reports',
};

/**
 * A page of a remote: loaded lazily, inside its own error boundary with a real Retry. Only an
 * expose named in shared-contracts, with that expose's props, type-checks here.
 */
export function RemotePage(ref: RemoteRef) {
  const { remote, expose, props } = ref;
  const t = useTexts();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected lazy() forever.
  const Page = useMemo(
    () => lazy(() => loadRemotePage(ref)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, expose, attempt],
  );
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={`${remote}/${expose}/${attempt}`}
      area={t(AREA_TITLES[remote])}
      onRetry={retry}
      onError={(error) => reportRemoteError(remote, error)}
    >
      <Suspense fallback={<Spinner />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
