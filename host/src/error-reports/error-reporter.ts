import type { ClientApp, ClientError, ReportErrorsRequest } from 'shared-api-types';
import { scrubSecrets } from 'shared-api-types/src/scrub-secrets';
import { errorKind } from './error-kind';

/** How long errors gather before one report is sent. */
export const REPORT_DELAY_MS = 2000;
/** The API takes at most 20 errors a report; more distinct ones in a batch are dropped. */
const MAX_BATCH = 20;

export interface ErrorReporterDeps {
  send: (body: ReportErrorsRequest) => Promise<unknown>;
  hostVersion: string;
  versionOf: (app: ClientApp) => string;
  /** Exact secret values to scrub (the stored token and session id). */
  secrets: () => string[];
  page: () => string;
  delayMs?: number;
}

/**
 * Gathers failures for REPORT_DELAY_MS and sends them as one report; the same error again in a
 * batch only counts up. Every text is scrubbed of tokens and passwords before it is queued.
 * A report that fails is dropped: reporting must never make a failure worse.
 */
export function createErrorReporter(deps: ErrorReporterDeps) {
  let batch: ClientError[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (batch.length === 0) return;
    const errors = batch;
    batch = [];
    deps.send({ errors }).catch(() => undefined);
  };

  return {
    report(app: ClientApp, error: unknown): void {
      const secrets = deps.secrets();
      const clip = (text: string, max: number) => scrubSecrets(text, secrets).slice(0, max);
      const raw = error instanceof Error ? error : new Error(String(error));
      const entry: ClientError = {
        kind: errorKind(raw),
        app,
        version: clip(deps.versionOf(app), 80),
        hostVersion: clip(deps.hostVersion, 80),
        message: clip(`${raw.name}: ${raw.message}`, 500),
        ...(raw.stack ? { stack: clip(raw.stack, 4000) } : {}),
        page: clip(deps.page(), 300),
        count: 1,
      };
      const same = batch.find(
        (e) => e.kind === entry.kind && e.app === entry.app && e.message === entry.message,
      );
      if (same) same.count = Math.min(1000, same.count + 1);
      else if (batch.length < MAX_BATCH) batch.push(entry);
      timer ??= setTimeout(flush, deps.delayMs ?? REPORT_DELAY_MS);
    },
    /** Sends what is gathered now (the page is being hidden). */
    flush(): void {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
