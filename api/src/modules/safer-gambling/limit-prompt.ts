/**
 * The loss limit question (issue 44, UKGC RTS 12): at a player's first login the product asks them
 * to set a loss limit (setting one is the default, opting out an active step); 6 months after
 * each answer it asks them to review their limits and activity, or, where they have no loss limit,
 * to reconsider one. The answers are in safer_answers (topic 'limit_prompt').
 */
import type { SaferLimitPrompt } from 'shared-api-types';
import type { Queryable } from '../../db/types';
import { LOSS_KINDS } from './limit-rules';
import type { LimitsInForce } from './limits-store';
import { addLocalMonths } from './zoned-time';

/** Months between an answer and the next question. */
export const REVIEW_MONTHS = 6;

/** The question waiting for the player at `now`, or null. */
export async function readLimitPrompt(
  db: Queryable,
  userId: number,
  now: Date,
  zone: string,
  limits: LimitsInForce,
): Promise<SaferLimitPrompt | null> {
  const rows = await db.query<{ at: Date }>(
    `SELECT at FROM safer_answers WHERE user_id = $1 AND topic = 'limit_prompt'
      ORDER BY at DESC, id DESC LIMIT 1`,
    [userId],
  );
  const last = rows[0];
  if (!last) return 'first';
  if (now < addLocalMonths(new Date(last.at), REVIEW_MONTHS, zone)) return null;
  return LOSS_KINDS.some((k) => limits[k] !== null) ? 'review' : 'reconsider';
}

/** Test stacks start past the first question (test control): these players answered it. */
export async function skipFirstLimitPrompt(
  tx: Queryable,
  userIds: readonly number[],
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO safer_answers (user_id, at, topic, answer)
     SELECT id, $2, 'limit_prompt', 'test_setup' FROM unnest($1::int[]) AS id`,
    [userIds, at],
  );
}
