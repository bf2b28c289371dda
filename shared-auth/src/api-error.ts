/**
 * How a call failed. `refused`: a reply with status 1; `rejected`: an HTTP 4xx; in both the
 * exchange did nothing. `unknown`: no reply, a 5xx or a reply that could not be read, so a
 * write may have been done.
 */
export type ApiFailure = 'refused' | 'rejected' | 'unknown';

/** What every failed `callApi` throws; `message` is the sentence the player is shown. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    readonly failure: ApiFailure,
    /** The HTTP status when a reply came, else null. */
    readonly httpStatus: number | null,
    /** The refusal's code (REFUSAL_CODES) when the reply had one, or the client's own (ClientFailure). */
    readonly code: string | null = null,
    /** The refusal's values (amounts, instants) as sent, when it had a code. */
    readonly values: Readonly<Record<string, unknown>> | null = null,
  ) {
    super(message);
  }
}
