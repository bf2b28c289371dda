import axios from 'axios';
import { refusalText } from './i18n/refusal-text';

/**
 * The client's own failures, coded as the API's refusals are and worded with them
 * (locales/<language>.json, code.<CODE>); the English is what shows before the texts load.
 * CALL_FAILED: a call failed and the caller gave no sentence; WRITE_UNCONFIRMED / BET_UNCONFIRMED:
 * a write's reply was lost (it may have been done: its retry with the same key is safe);
 * BALANCE_NOT_UPDATED: the balance poll started failing (it keeps trying every 5 s).
 */
const CLIENT_FAILURES = {
  CALL_FAILED: 'The exchange could not complete the request. Please try again.',
  WRITE_UNCONFIRMED:
    'We could not confirm the change. Try again: if it was already made, it will not be made twice.',
  BET_UNCONFIRMED:
    'We could not confirm your bet. Press Place Bet again: if it was already placed, it will not be placed twice.',
  BALANCE_NOT_UPDATED:
    'Your balance could not be updated. It will be tried again in a few seconds.',
} as const;
export type ClientFailure = keyof typeof CLIENT_FAILURES;
export const CLIENT_FAILURE_CODES = Object.keys(CLIENT_FAILURES) as ClientFailure[];

/** A client failure's sentence in the player's language. */
export const clientFailureText = (code: ClientFailure): string =>
  refusalText(code, CLIENT_FAILURES[code]);

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
