/** Reply shapes shared by every call. */
import type { OkReply, RefusalCode, RefusedReply } from 'shared-api-types';

export type { OkReply, RefusedReply };

/** HTTP 200 success: `{status: 0, message, data}`. */
export function ok<T>(data: T, message = ''): OkReply<T> {
  return { status: 0, message, data };
}

/** The bet refusals every write path shares, by their sentence (a sentence with numbers has none). */
const BET_REFUSALS: Readonly<Record<string, RefusalCode>> = {
  'Odds changed': 'ODDS_CHANGED',
  'Market is suspended': 'MARKET_SUSPENDED',
  'Ball running': 'BALL_RUNNING',
  'Market is closed': 'MARKET_CLOSED',
  'Insufficient balance': 'INSUFFICIENT_BALANCE',
  'You have reached your daily time limit': 'SAFER_TIME_LIMIT_BET',
  'You are taking a break from sports betting': 'SAFER_SPORTS_BREAK_BET',
  'You are taking a break from the casino': 'SAFER_CASINO_BREAK_BET',
};

/**
 * HTTP 200 business refusal with a sentence for the player: `{status: 1, message, data: null}`,
 * and `code` (REFUSAL_CODES) when given or when the sentence is a bet refusal's, for the client
 * to say it in the player's language.
 */
export function refuse(message: string, code = BET_REFUSALS[message]): RefusedReply {
  return code ? { status: 1, message, data: null, code } : { status: 1, message, data: null };
}

/** Throw to reply with an HTTP error `{status: 1, message}` (400 by default). Writes nothing. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent beside the message (REFUSAL_CODES). */
    readonly code?: RefusalCode,
  ) {
    super(message);
  }
}

/** Bad input: HTTP 400 with a clear sentence naming the field. */
export function badRequest(message: string, code?: RefusalCode): HttpError {
  return new HttpError(400, message, code);
}

export const UNAUTHORIZED_MESSAGE = 'Session expired, please log in again';
