import { Type, type Static } from '@sinclair/typebox';
import type { SaferRecordEvent } from './safer-record';
import { StringEnum, StringOrNumber } from './schema-kit';

/** The player's own limits: losses per calendar period (their time zone) and the stake per bet. */
export type SaferLimitKind = 'daily' | 'weekly' | 'monthly' | 'stake';
const LimitKind = StringEnum<SaferLimitKind>(['daily', 'weekly', 'monthly', 'stake']);

/**
 * POST /SaferGambling/SetLimit. Amount in Coins (whole Coins), or null / "" to remove the limit.
 * Lower or new: in force at once; higher or removed: pending, confirmed by the player from 24 hours
 * later (ConfirmPending), cancellable until then.
 */
export const SetLimitRequestSchema = Type.Object({
  Kind: LimitKind,
  Amount: Type.Union([StringOrNumber({ maxLength: 20 }), Type.Null()]),
});
export type SetLimitRequest = Static<typeof SetLimitRequestSchema>;

/** POST /SaferGambling/CancelPending and ConfirmPending: the pending change of one limit. */
export const CancelPendingRequestSchema = Type.Object({
  Kind: StringEnum<SaferLimitKind | 'time'>(['daily', 'weekly', 'monthly', 'stake', 'time']),
});
export type CancelPendingRequest = Static<typeof CancelPendingRequestSchema>;

/**
 * POST /SaferGambling/SetTimeLimit: the most minutes logged in per local day (1-1440), null
 * removes it. Lower or new: in force at once; higher or removed: confirmed after 24 hours.
 */
export const SetTimeLimitRequestSchema = Type.Object({
  Minutes: Type.Union([Type.Integer({ minimum: 1, maximum: 1440 }), Type.Null()]),
});
export type SetTimeLimitRequest = Static<typeof SetTimeLimitRequestSchema>;

/** POST /SaferGambling/SetRealityCheck: minutes between session reminders, 0 = off. */
export const SetRealityCheckRequestSchema = Type.Object({
  IntervalMinutes: Type.Unsafe<0 | 15 | 30 | 60>({ type: 'integer', enum: [0, 15, 30, 60] }),
});
export type SetRealityCheckRequest = Static<typeof SetRealityCheckRequestSchema>;

/** POST /SaferGambling/AnswerRealityCheck: the answer to the reminder of the caller's session. */
export const AnswerRealityCheckRequestSchema = Type.Object({
  Answer: StringEnum<'Continue' | 'LogOut'>(['Continue', 'LogOut']),
});
export type AnswerRealityCheckRequest = Static<typeof AnswerRealityCheckRequestSchema>;

/**
 * POST /SaferGambling/TakeBreak. TimeOut: 24h, 7d, 30d, 6w. SelfExclusion: 6m, 1y, 5y, with the
 * player's password. Ends every session of the player at once.
 */
export const TakeBreakRequestSchema = Type.Object({
  Kind: StringEnum<'TimeOut' | 'SelfExclusion'>(['TimeOut', 'SelfExclusion']),
  Period: StringEnum(['24h', '7d', '30d', '6w', '6m', '1y', '5y']),
  Password: Type.Optional(Type.String({ maxLength: 200 })),
});
export type TakeBreakRequest = Static<typeof TakeBreakRequestSchema>;

/** The two products a player can take a break from on its own. */
export type BreakProduct = 'Sports' | 'Casino';

/**
 * POST /SaferGambling/TakeProductBreak: a break from sports or the casino only, 24h, 48h, 7d, 2w
 * or 6w. The player stays logged in and can use the other product; the product's bets are refused
 * until it ends (a sports break cancels the waiting sports orders). It cannot be shortened.
 */
export const TakeProductBreakRequestSchema = Type.Object({
  Product: StringEnum<BreakProduct>(['Sports', 'Casino']),
  Period: StringEnum<'24h' | '48h' | '7d' | '2w' | '6w'>(['24h', '48h', '7d', '2w', '6w']),
});
export type TakeProductBreakRequest = Static<typeof TakeProductBreakRequestSchema>;

/** A product break in force: its product, its period and its end. */
export interface SaferProductBreak {
  product: BreakProduct;
  period: string;
  endsAt: string;
}

/** Instants are ISO 8601 (UTC); show them in `timeZone`. Amounts are Coins ("1250.00"). */
export interface SaferPendingChange {
  /** null: the limit is being removed. */
  amount: string | null;
  askedAt: string;
  /** The player can confirm it from then on (24 hours after asking); until then the limit holds. */
  confirmFrom: string;
  canConfirm: boolean;
}

export interface SaferLimit {
  kind: SaferLimitKind;
  /** In force now; null: no limit. */
  amount: string | null;
  pending: SaferPendingChange | null;
}

/** The daily time limit in minutes (null: none) and its pending raise or removal. */
export interface SaferTimeLimit {
  minutes: number | null;
  pending: {
    minutes: number | null;
    askedAt: string;
    confirmFrom: string;
    canConfirm: boolean;
  } | null;
}

/** GetLimits, SetLimit and CancelPending. */
export interface SaferLimitsData {
  timeZone: string;
  limits: SaferLimit[];
  timeLimit: SaferTimeLimit;
  realityCheckMinutes: 0 | 15 | 30 | 60;
  /** The product breaks in force (at most one a product). */
  productBreaks: SaferProductBreak[];
}

/** GetRealityCheck and AnswerRealityCheck (Continue). */
export interface RealityCheckData {
  intervalMinutes: number;
  /** The caller's session: login time and how long it has lasted. */
  sessionStartedAt: string;
  sessionSeconds: number;
  /** Settled P/L after commission since login, sports and casino (negative = lost). */
  netResult: string;
  /** null when reminders are off. */
  dueAt: string | null;
  due: boolean;
}

export interface TakeBreakData {
  kind: 'TimeOut' | 'SelfExclusion';
  endsAt: string;
  timeZone: string;
}

export interface SaferLimitUse {
  kind: SaferLimitKind;
  amount: string;
  /** Loss limits: settled loss in the period plus the worst case of open bets. Stake: null. */
  used: string | null;
  left: string | null;
}

export interface SaferHistoryRow {
  kind: SaferLimitKind | 'time';
  /** Coins; minutes for the time limit. */
  amount: string | null;
  askedAt: string;
  /** When it took effect; null for a raise never confirmed. */
  effectiveAt: string | null;
  cancelledAt: string | null;
}

/**
 * One local day of GetActivity's `days`: `day` is the player's calendar day ("2026-12-05", in
 * `timeZone`); bets placed that day (a sports order counts once matched, each matched part a bet;
 * casino bets) and their total stake, the settled result after commission booked that day, and
 * the minutes logged in.
 */
export interface SaferActivityDay {
  day: string;
  bets: number;
  staked: string;
  net: string;
  minutes: number;
}

/** GetActivity. */
export interface SaferActivityData {
  timeZone: string;
  /** Settled P/L after commission in the current local day, week (from Monday) and month. */
  netResult: { today: string; week: string; month: string };
  /** Worst case of every open bet and waiting order. */
  openRisk: string;
  /** The last 30 local days, oldest first: minutes logged in (sessions from login to logout). */
  loggedIn: { day: string; minutes: number }[];
  limits: SaferLimitUse[];
  history: SaferHistoryRow[];
  /**
   * Every local day from the Monday on or before the 1st of the month two months back to today,
   * oldest first: whole weeks and whole calendar months for the client to add up.
   */
  days: SaferActivityDay[];
  /** The limit changes and breaks (the record's, without the answers) since the first of `days`. */
  events: SaferRecordEvent[];
}

/**
 * GetStatus: what every app shows outside the safer-gambling page (polled by shared-auth): the
 * caller's session reminder and the loss limits used 80% or more (the header's marker).
 */
/**
 * The loss limit question waiting: 'first' (first login: set a loss limit, or opt out),
 * 'review' (6 months on: review the limits and activity), 'reconsider' (6 months on, no loss limit).
 */
export type SaferLimitPrompt = 'first' | 'review' | 'reconsider';

/** POST /SaferGambling/AnswerLimitPrompt. Set: with Kind and Amount (whole Coins). */
export const AnswerLimitPromptRequestSchema = Type.Object({
  Answer: StringEnum<'Set' | 'OptOut' | 'Reviewed'>(['Set', 'OptOut', 'Reviewed']),
  Kind: Type.Optional(StringEnum<'daily' | 'weekly' | 'monthly'>(['daily', 'weekly', 'monthly'])),
  Amount: Type.Optional(StringOrNumber({ maxLength: 20 })),
});
export type AnswerLimitPromptRequest = Static<typeof AnswerLimitPromptRequestSchema>;

export interface SaferStatusData {
  realityCheck: RealityCheckData;
  closeLimits: Exclude<SaferLimitKind, 'stake'>[];
  /**
   * The daily time limit: when every session ends (null: not today) and when logging in opens
   * again. At the limit GetStatus itself is refused (SAFER_TIME_LIMIT_REACHED), the sessions ended.
   */
  timeLimit?: { minutes: number; endsAt: string | null; opensAt: string } | null;
  /** The loss limit question waiting for an answer (null: none). */
  limitPrompt?: SaferLimitPrompt | null;
}
