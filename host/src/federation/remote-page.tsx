import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteName } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { reportRemoteError } from '../error-reports/report-remote-error';
import { loadRemotePage, resetRemote } from './register-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';

export const AREA_TITLES: Record<RemoteName, string> = {
  sports: 'Sports',
  casino: 'Casino',
  reports: 'Reports',
};

interface Props {
  remote: RemoteName;
  expose: string;
  props?: Record<string, unknown>;
}

/** A page of a remote: loaded lazily, inside its own error boundary with a real Retry. */
export function RemotePage({ remote, expose, props }: Props) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected lazy() forever.
  const Page = useMemo(
    () => lazy(() => loadRemotePage(remote, expose)),
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
      area={AREA_TITLES[remote]}
      onRetry={retry}
      onError={(error) => reportRemoteError(remote, error)}
    >
      <Suspense fallback={<Spinner />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
