/** The reply envelope of every exchange API call: status 0 ok, 1 refused with a sentence. */
export interface ApiReply<T> {
  status: 0 | 1;
  message: string;
  data: T;
}

/**
 * HTTP 200 success: `{status: 0, message, data}`; `code` and `values` when `message` is a
 * sentence the player reads (a limit's confirmation).
 */
export interface OkReply<T> extends ApiReply<T> {
  status: 0;
  code?: RefusalCode;
  values?: ReplyValues;
}

/** HTTP 200 business refusal with a sentence for the player: `{status: 1, message, data: null}`. */
export interface RefusedReply extends ApiReply<null> {
  status: 1;
  /** What was refused, stable across languages (REFUSAL_CODES). */
  code?: RefusalCode;
  /** The numbers, dates and words of the sentence, for the client to word the code with. */
  values?: ReplyValues;
}

/** A value that is an amount: the API's money string in Coins ("99.00"), worded as money. */
export const MONEY_VALUES = [
  'amount',
  'left',
  'min',
  'max',
  'current',
  'matched',
  'needed',
  'available',
] as const;
/** A value that is an instant: an ISO string, worded in the player's zone and language. */
export const INSTANT_VALUES = ['until', 'from'] as const;
/** A value that is a count (minutes, months, quick stakes). */
export const COUNT_VALUES = [
  'minutes',
  'currentMinutes',
  'months',
  'count',
  'minLength',
  'maxLength',
] as const;
/** A value that is a word from a fixed list: the client words each (`word.limit.daily`). */
export const WORD_VALUES = {
  limit: ['daily', 'weekly', 'monthly', 'stake', 'time'],
  break: ['TimeOut', 'SelfExclusion'],
  product: ['Sports', 'Casino'],
} as const;
/** A value shown as it is (a field's name, a price). */
export const TEXT_VALUES = ['field', 'price'] as const;

type WordValues = { [K in keyof typeof WORD_VALUES]: (typeof WORD_VALUES)[K][number] };
/**
 * The values a coded reply carries beside its sentence, by name: the name says how the client
 * words it (MONEY_VALUES, INSTANT_VALUES, COUNT_VALUES, WORD_VALUES, TEXT_VALUES).
 */
export type ReplyValues = Partial<
  Record<(typeof MONEY_VALUES)[number], string> &
    Record<(typeof INSTANT_VALUES)[number], string> &
    Record<(typeof COUNT_VALUES)[number], number> &
    Record<(typeof TEXT_VALUES)[number], string> &
    WordValues
>;

/** The older report envelope: the list sits under `message`, data is null (docs/api.md). */
export interface MessageReply<T> {
  status: 0;
  message: T;
  data: null;
}

/**
 * The stable codes a refusal (or a notice the player reads) carries beside its sentence
 * (`code: "PASSWORD_WRONG"`), with its `values`: a client shows its own wording of a code it
 * knows, else the sentence (docs/architecture.md, Languages). Every code is worded by the
 * clients in every language (shared-auth's refusal-codes test). A code is never renamed; new
 * ones are added at the end of their group.
 */
export const REFUSAL_CODES = [
  // login
  'LOGIN_INVALID',
  'LOGIN_LOCKED',
  'LOGIN_BUSY',
  'LOGIN_ON_BREAK',
  'SESSION_EXPIRED',
  'SESSION_INVALID',
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
  'BET_STAKE_BELOW_MIN',
  'BET_STAKE_ABOVE_MAX',
  'STAKE_NOT_POSITIVE',
  'PRICE_INVALID',
  'SIDE_INVALID',
  'LINE_REQUIRED',
  'MATCH_UNKNOWN',
  'MARKET_UNKNOWN',
  'SELECTION_UNKNOWN',
  'PLAYER_UNKNOWN',
  'BET_PLACED',
  // orders and cash out
  'BET_UNKNOWN',
  'BET_NOT_UNMATCHED',
  'NOTHING_TO_CHANGE',
  'CHANGE_MISSING',
  'STAKE_NOT_SMALLER',
  'BET_UPDATED',
  'CASH_OUT_NO_POSITION',
  'CASH_OUT_NO_PRICE',
  'CASH_OUT_VALUE_CHANGED',
  'CASH_OUT_BOOK_SHORT',
  'CASHED_OUT',
  'ORDER_REPLY_LOST',
  // casino
  'CASINO_TABLE_UNKNOWN',
  'CASINO_ROUND_UNKNOWN',
  'CASINO_SELECTION_UNKNOWN',
  'CASINO_ROUND_CLOSED',
  'CASINO_RATE_CHANGED',
  // safer gambling, second round
  'SAFER_NOTHING_TO_CONFIRM',
  'SAFER_CONFIRM_TOO_EARLY',
  'SAFER_TIME_LIMIT_LOGIN',
  'SAFER_TIME_LIMIT_REACHED',
  'SAFER_TIME_LIMIT_BET',
  'SAFER_NO_LIMIT_PROMPT',
  'SAFER_SPORTS_BREAK_BET',
  'SAFER_CASINO_BREAK_BET',
  'SAFER_PRODUCT_BREAK_TAKEN',
  'SAFER_PRODUCT_BREAK_NOT_SHORTER',
  // safer gambling, the codes of every sentence
  'SAFER_STAKE_LIMIT',
  'SAFER_LOSS_LIMIT_REACHED',
  'SAFER_LOSS_LIMIT_LEFT',
  'SAFER_ON_BREAK',
  'SAFER_REMINDER_WAITING',
  'SAFER_STAKE_LIMIT_ABOVE_MAX',
  'SAFER_STAKE_LIMIT_BELOW_MIN',
  'SAFER_LIMIT_ALREADY',
  'SAFER_LIMIT_ALREADY_NONE',
  'SAFER_LIMIT_KEPT',
  'SAFER_LIMIT_NOW',
  'SAFER_LIMIT_RAISE_LATER',
  'SAFER_LIMIT_REMOVE_LATER',
  'SAFER_LIMIT_REMOVED',
  'SAFER_PENDING_CANCELLED',
  'SAFER_NO_PENDING',
  'SAFER_AMOUNT_INVALID',
  'SAFER_REMINDERS_OFF',
  'SAFER_REMINDERS_EVERY',
  'SAFER_NO_REMINDER',
  'SAFER_REMINDER_ANSWERED',
  'SAFER_LOGGED_OUT',
  'SAFER_BREAK_PERIOD',
  'SAFER_BREAK_PASSWORD_MISSING',
  'SAFER_BREAK_PASSWORD_WRONG',
  'SAFER_BREAK_NOT_SHORTER',
  'SAFER_BREAK_TAKEN',
  'SAFER_PROMPT_AMOUNT_MISSING',
  'SAFER_PROMPT_OPTED_OUT',
  'SAFER_PROMPT_THANKS',
  // any call: input the client should not have sent, a repeated Idempotency-Key
  'INPUT_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'REQUEST_REJECTED',
  'SERVER_ERROR',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];
