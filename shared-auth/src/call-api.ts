import type { AxiosRequestConfig } from 'axios';
import { apiClient, endingSession } from './api-client';
import { ApiError } from './api-error';
import { takeEarlyCall } from './early-call';
import { refusalText, refusalTextsReady } from './i18n/refusal-text';
import { notifyError } from './notify';
import {
  clientFailureText,
  isOutcomeUnknown,
  replyBody,
  replyMessage,
  type ClientFailure,
} from './request-failure';

/** The success envelope as it arrives: `data` for most calls, `message` for the older reports. */
export interface OkBody {
  status: 0;
  message: unknown;
  data: unknown;
  /** With a sentence the player reads: its code and values (refusalText words them). */
  code?: unknown;
  values?: unknown;
}

export interface CallOptions<T> {
  /** GET for the calls that take no body (Logout); POST otherwise. */
  method?: 'get' | 'post';
  /**
   * The caller tells the player itself (a form's inline error, a quiet poll). Otherwise every
   * failure is toasted here, once, with the message the ApiError carries.
   */
  silent?: boolean;
  /** Told when the server gave no sentence of its own. */
  fallback?: string;
  /**
   * A write that may be sent again: the header makes a repeat a no-op on the server. When its
   * outcome is unknown the error says `unconfirmed`, so the caller keeps the key for the retry.
   */
  idempotencyKey?: string;
  /** The code of an unconfirmed write (its sentence): WRITE_UNCONFIRMED unless given. */
  unconfirmed?: Extract<ClientFailure, 'WRITE_UNCONFIRMED' | 'BET_UNCONFIRMED'>;
  /** A write whose success ends the session (a break): see endingSession in api-client.ts. */
  endsSession?: boolean;
  /** Picks T out of the success envelope (default: its `data`); undefined means unreadable. */
  read?: (body: OkBody) => T | undefined;
  signal?: AbortSignal;
}

const readData = (body: OkBody) => body.data;

function statusOf(error: unknown): number | null {
  if (error instanceof ApiError) return error.httpStatus;
  return (error as { response?: { status?: number } } | null)?.response?.status ?? null;
}

/** The one failure policy: what the player is told, and whether a write may have been done. */
function toApiError(error: unknown, options: CallOptions<unknown>): ApiError {
  if (error instanceof ApiError && error.failure !== 'unknown') return error;
  const status = statusOf(error);
  if (error instanceof ApiError || isOutcomeUnknown(error)) {
    if (options.idempotencyKey) {
      const code = options.unconfirmed ?? 'WRITE_UNCONFIRMED';
      return new ApiError(clientFailureText(code), 'unknown', status, code);
    }
    const message = replyMessage(error) ?? options.fallback;
    return message === undefined
      ? new ApiError(clientFailureText('CALL_FAILED'), 'unknown', status, 'CALL_FAILED')
      : new ApiError(message, 'unknown', status);
  }
  const fallback = options.fallback ?? clientFailureText('CALL_FAILED');
  const { code, values } = replyBody(error);
  return new ApiError(
    replyMessage(error) ?? fallback,
    'rejected',
    status,
    typeof code === 'string' ? code : null,
    values && typeof values === 'object' ? (values as Record<string, unknown>) : null,
  );
}

async function send<T>(path: string, body: object | undefined, options: CallOptions<T>) {
  const config: AxiosRequestConfig = { silent: true, signal: options.signal };
  if (options.idempotencyKey) config.headers = { 'Idempotency-Key': options.idempotencyKey };
  const early =
    options.method !== 'get' && !options.idempotencyKey ? takeEarlyCall(path, body ?? {}) : null;
  const res =
    options.method === 'get'
      ? await apiClient.get<unknown>(path, config)
      : await (early ?? apiClient.post<unknown>(path, body ?? {}, config));
  const reply = (res.data ?? {}) as {
    status?: unknown;
    message?: unknown;
    code?: unknown;
    values?: unknown;
    data?: unknown;
  };
  if (reply.status === 1) {
    const message =
      typeof reply.message === 'string' && reply.message ? reply.message : options.fallback;
    const code = typeof reply.code === 'string' ? reply.code : null;
    if (code) await refusalTextsReady();
    const text = refusalText(code, message ?? clientFailureText('CALL_FAILED'), reply.values);
    const values =
      reply.values && typeof reply.values === 'object'
        ? (reply.values as Record<string, unknown>)
        : null;
    throw new ApiError(text, 'refused', res.status ?? null, code, values);
  }
  if (reply.status === 0 && typeof reply.code === 'string') await refusalTextsReady();
  const value = reply.status === 0 ? (options.read ?? readData)(reply as OkBody) : undefined;
  // Unreadable: toApiError words it like a lost reply.
  if (value === undefined) throw new ApiError('', 'unknown', res.status ?? null);
  return value as T;
}

/**
 * The one way to call the exchange: sends the request with the shared client (token, time-out,
 * 401 handling), unwraps `{status, message, data}` and throws an ApiError on a refusal
 * (status 1, 4xx), a lost or failed reply (network, time-out, 5xx) or one it cannot read.
 */
export async function callApi<T>(
  path: string,
  body?: object,
  options: CallOptions<T> = {},
): Promise<T> {
  try {
    return await (options.endsSession
      ? endingSession(() => send(path, body, options))
      : send(path, body, options));
  } catch (error) {
    if (typeof replyBody(error).code === 'string') await refusalTextsReady();
    const failure = toApiError(error, options as CallOptions<unknown>);
    // A 401 has ended the session (the client went to the login page); a cancel is no failure.
    const quiet = options.silent || failure.httpStatus === 401 || options.signal?.aborted;
    if (!quiet) notifyError(failure.message);
    throw failure;
  }
}
