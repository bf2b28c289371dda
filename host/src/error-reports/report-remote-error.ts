import type { ClientApp } from 'shared-api-types';
import { callApi, readStorage, STORAGE_KEYS } from 'shared-auth';
import { HOST_VERSION, remoteVersion } from '../federation/running-versions';
import { createErrorReporter } from './error-reporter';

const reporter = createErrorReporter({
  send: (body) => callApi<null>('/Client/ReportErrors', body, { silent: true }),
  hostVersion: HOST_VERSION,
  versionOf: (app) => (app === 'host' ? HOST_VERSION : remoteVersion(app)),
  secrets: () =>
    [readStorage(STORAGE_KEYS.token), readStorage(STORAGE_KEYS.sessionId)].filter(
      (s): s is string => !!s,
    ),
  page: () => window.location.pathname,
});

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => reporter.flush());
}

/** A remote (or a chunk of it) failed to load, or threw while rendering: tell its team. */
export function reportRemoteError(app: ClientApp, error: unknown): void {
  reporter.report(app, error);
}
