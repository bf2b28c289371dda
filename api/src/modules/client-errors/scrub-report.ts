import type { ClientError } from 'shared-api-types';
import { scrubSecrets } from 'shared-api-types/src/scrub-secrets';

/** What follows the auth scheme of an Authorization header, well-formed or not: a secret. */
export function presentedCredential(authorization: string | undefined): string | null {
  const value = /^\s*(?:Bearer|Basic)\s+(\S+)/i.exec(authorization ?? '')?.[1];
  return value ?? null;
}

/**
 * The error's fields, every text scrubbed; `known` are exact secrets (the caller's token). Built
 * field by field: a property the schema does not name is not logged.
 */
export function scrubReport(error: ClientError, known: readonly string[]): ClientError {
  const scrub = (text: string) => scrubSecrets(text, known);
  return {
    kind: error.kind,
    app: error.app,
    count: error.count,
    version: scrub(error.version),
    hostVersion: scrub(error.hostVersion),
    message: scrub(error.message),
    ...(error.stack === undefined ? {} : { stack: scrub(error.stack) }),
    page: scrub(error.page),
  };
}
