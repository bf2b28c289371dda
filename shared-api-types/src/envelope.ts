/** The reply envelope of every exchange API call: status 0 ok, 1 refused with a sentence. */
export interface ApiReply<T> {
  status: 0 | 1;
  message: string;
  data: T;
}

/** HTTP 200 success: `{status: 0, message, data}`. */
export interface OkReply<T> extends ApiReply<T> {
  status: 0;
}

/** HTTP 200 business refusal with a sentence for the player: `{status: 1, message, data: null}`. */
export interface RefusedReply extends ApiReply<null> {
  status: 1;
  /** What was refused, stable across languages (REFUSAL_CODES). */
  code?: RefusalCode;
}

/** The older report envelope: the list sits under `message`, data is null (docs/api.md). */
export interface MessageReply<T> {
  status: 0;
  message: T;
  data: null;
}

/**
 * The stable codes a refusal carries beside its sentence (`code: "PASSWORD_WRONG"`): a client
 * shows its own translation of a code it knows, else the sentence (docs/architecture.md,
 * Languages). A code is never renamed; new ones are added at the end of their group.
 */
export const REFUSAL_CODES = [
  // login
  'LOGIN_INVALID',
  'LOGIN_LOCKED',
  'LOGIN_BUSY',
  'LOGIN_ON_BREAK',
  // password change
  'PASSWORD_OLD_MISSING',
  'PASSWORD_LENGTH',
  'PASSWORD_LETTER_DIGIT',
  'PASSWORD_CONTROL',
  'PASSWORD_SAME',
  'PASSWORD_MISMATCH',
  'PASSWORD_WRONG',
  'PASSWORD_LOCKED',
  'PASSWORD_BUSY',
  'PASSWORD_CHANGED_MEANWHILE',
  // stake settings
  'STAKES_NOT_LIST',
  'STAKES_COUNT',
  'STAKES_REPEAT',
  'STAKE_NOT_WHOLE',
  'STAKE_BELOW_MIN',
  'STAKE_ABOVE_MAX',
  // bets (sports and casino)
  'ODDS_CHANGED',
  'MARKET_SUSPENDED',
  'BALL_RUNNING',
  'MARKET_CLOSED',
  'INSUFFICIENT_BALANCE',
  // safer gambling, second round
  'SAFER_NOTHING_TO_CONFIRM',
  'SAFER_CONFIRM_TOO_EARLY',
  'SAFER_TIME_LIMIT_LOGIN',
  'SAFER_TIME_LIMIT_REACHED',
  'SAFER_TIME_LIMIT_BET',
  'SAFER_NO_LIMIT_PROMPT',
  'SAFER_SPORTS_BREAK_BET',
  'SAFER_CASINO_BREAK_BET',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];
