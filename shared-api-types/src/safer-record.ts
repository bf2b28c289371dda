import { Type, type Static } from '@sinclair/typebox';

/** POST /Operator/SaferRecord (header X-Operator-Key): one player's safer-gambling record. */
export const SaferRecordRequestSchema = Type.Object({
  UserName: Type.String({ minLength: 1, maxLength: 64 }),
});
export type SaferRecordRequest = Static<typeof SaferRecordRequestSchema>;

/** One recorded choice of the player (docs/safer-gambling.md, The record). */
export interface SaferRecordEvent {
  /** ISO 8601 instant. */
  at: string;
  event:
    | 'limit_set'
    | 'limit_raise_asked'
    | 'limit_confirmed'
    | 'limit_cancelled'
    | 'break'
    | 'reminder_answer'
    | 'interval_answer'
    | 'limit_prompt_answer';
  /**
   * The limit (daily, weekly, monthly, stake, time), the break (TimeOut, SelfExclusion,
   * SportsBreak, CasinoBreak) or the topic.
   */
  kind: string;
  /** Coins, minutes (time limit), the break's period or the answer; null removes a limit. */
  amount: string | null;
  detail: string | null;
}

export interface SaferRecordData {
  userName: string;
  timeZone: string;
  events: SaferRecordEvent[];
}
