/** Reply shapes shared by every call. */
import type { OkReply, RefusalCode, RefusedReply, ReplyValues } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';

export type { OkReply, RefusedReply, ReplyValues };

/** A sentence for the player with its code and values (REFUSAL_CODES), before it is sent. */
export interface Coded {
  message: string;
  code: RefusalCode;
  values?: ReplyValues;
}

/** A Coded, written in one call. */
export const coded = (message: string, code: RefusalCode, values?: ReplyValues): Coded =>
  values ? { message, code, values } : { message, code };

/** Only a Coded's own fields (an outcome carrying one may hold more). */
const codedOf = ({ message, code, values }: Coded): Coded => coded(message, code, values);

/**
 * HTTP 200 success: `{status: 0, message, data}`; a sentence the player reads goes as a Coded,
 * its code and values beside it.
 */
export function ok<T>(data: T, message: string | Coded = ''): OkReply<T> {
  if (typeof message === 'string') return { status: 0, message, data };
  return { status: 0, data, ...codedOf(message) };
}

/**
 * HTTP 200 business refusal with a sentence for the player: `{status: 1, message, data: null}`,
 * its `code` (REFUSAL_CODES) and `values` beside it, for the client to say it in the player's
 * language.
 */
export function refuse(refusal: Coded): RefusedReply;
export function refuse(message: string, code: RefusalCode, values?: ReplyValues): RefusedReply;
export function refuse(
  first: string | Coded,
  code?: RefusalCode,
  values?: ReplyValues,
): RefusedReply {
  const c = typeof first === 'string' ? coded(first, code as RefusalCode, values) : codedOf(first);
  return { status: 1, data: null, ...c };
}

/** Throw to reply with an HTTP error `{status: 1, message}` (400 by default). Writes nothing. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent beside the message (REFUSAL_CODES). */
    readonly code?: RefusalCode,
    readonly values?: ReplyValues,
  ) {
    super(message);
  }
}

/** Bad input: HTTP 400 with a clear sentence naming the field, its code and values. */
export function badRequest(message: string, code: RefusalCode, values?: ReplyValues): HttpError {
  return new HttpError(400, message, code, values);
}

/** Input the client should not have sent: INPUT_INVALID naming the field. */
export const badInput = (message: string, field: string): HttpError =>
  badRequest(message, 'INPUT_INVALID', { field });

export const UNAUTHORIZED_MESSAGE = 'Session expired, please log in again';

/** A refusal for test-control and operator calls: their callers are no players, so no code. */
export const refuseUncoded = (message: string): RefusedReply => ({
  status: 1,
  message,
  data: null,
});

/** Bad input of a test-control or operator call (no code: no player sends it). */
export const badRequestUncoded = (message: string): HttpError => new HttpError(400, message);

/**
 * The one check that the available balance covers what a bet or order adds to the worst case
 * (cents): null when it does, else the refusal with both amounts in Coins.
 */
export const uncoveredRefusal = (
  neededCents: number,
  availableCents: number,
  message = 'Insufficient balance',
): Coded | null =>
  neededCents <= 0 || neededCents <= availableCents
    ? null
    : coded(message, 'INSUFFICIENT_BALANCE', {
        needed: formatCents(neededCents),
        available: formatCents(Math.max(0, availableCents)),
      });

/** An order or bet id the player does not have. */
export const BET_UNKNOWN = coded('Unknown bet', 'BET_UNKNOWN');
/** An order changed or cancelled once it matched or was cancelled. */
export const NOT_UNMATCHED = coded('Bet is no longer unmatched', 'BET_NOT_UNMATCHED');
