import axios from 'axios';
import { refusalText } from './i18n/refusal-text';

/** A bet whose reply was lost may exist; the slip keeps its Idempotency-Key, so a retry is safe. */
export const BET_UNCONFIRMED_MESSAGE =
  'We could not confirm your bet. Press Place Bet again: if it was already placed, it will not be placed twice.';

/** Shown once when the balance poll starts failing; it keeps trying every 5 s. */
export const BALANCE_NOT_UPDATED_MESSAGE =
  'Your balance could not be updated. It will be tried again in a few seconds.';

/** The error of a 2xx reply whose body is not a JSON object (cut short, or an HTML page). */
export const UNREADABLE_REPLY_MESSAGE = 'The exchange sent a reply that could not be read.';

/**
 * True when a failed call may still have been carried out: no reply (offline, dropped, timed
 * out), a 5xx, or a reply that could not be read. Only a 4xx is a clear refusal.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!axios.isAxiosError(error)) return true;
  const status = error.response?.status;
  return status === undefined || status < 400 || status >= 500;
}

/** An error reply's body (`{message, code, values}`), if it has one. */
export function replyBody(error: unknown): { message?: unknown; code?: unknown; values?: unknown } {
  if (!axios.isAxiosError(error)) return {};
  const body: unknown = error.response?.data;
  return body && typeof body === 'object' ? body : {};
}

/** The sentence of an error reply (`{message, code, values}`) in the player's words, if one was sent. */
export function replyMessage(error: unknown): string | null {
  const { message, code, values } = replyBody(error);
  return typeof message === 'string' && message !== '' ? refusalText(code, message, values) : null;
}
