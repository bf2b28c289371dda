/**
 * The record of a player's safer-gambling choices (issue 44): limit changes (safer_limit_changes:
 * asked, confirmed, cancelled), breaks (safer_breaks) and answers (safer_answers), each written
 * once in the transaction of the change. The operator reads it with /Operator/SaferRecord.
 */
import type { SaferRecordEvent } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import type { Queryable } from '../../db/types';
import { readHistory } from './limits-store';

export type AnswerTopic = 'reminder' | 'interval' | 'limit_prompt';

/** Records an answer; call it in the answer's transaction. */
export async function recordAnswer(
  tx: Queryable,
  userId: number,
  at: Date,
  answer: { topic: AnswerTopic; answer: string; sessionId?: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO safer_answers (user_id, at, topic, answer, session_id) VALUES ($1, $2, $3, $4, $5)`,
    [userId, at, answer.topic, answer.answer, answer.sessionId ?? null],
  );
}

const amountOf = (kind: string, amount: number | null): string | null => {
  if (amount === null) return null;
  return kind === 'time' ? String(amount) : formatCents(amount);
};

/** Every recorded event of the player, oldest first. */
export async function readRecord(db: Queryable, userId: number): Promise<SaferRecordEvent[]> {
  const events: SaferRecordEvent[] = [];
  for (const c of await readHistory(db, userId)) {
    const base = { kind: c.kind, amount: amountOf(c.kind, c.amount) };
    events.push({
      at: c.asked_at.toISOString(),
      event: c.needs_confirm ? 'limit_raise_asked' : 'limit_set',
      ...base,
      detail: c.needs_confirm ? `confirmable from ${c.effective_at.toISOString()}` : null,
    });
    if (c.confirmed_at)
      events.push({
        at: c.confirmed_at.toISOString(),
        event: 'limit_confirmed',
        ...base,
        detail: null,
      });
    if (c.cancelled_at)
      events.push({
        at: c.cancelled_at.toISOString(),
        event: 'limit_cancelled',
        ...base,
        detail: c.cancelled_by === 'replaced' ? 'replaced by a later change' : 'by the player',
      });
  }
  const breaks = await db.query<{ kind: string; period: string; asked_at: Date; ends_at: Date }>(
    'SELECT kind, period, asked_at, ends_at FROM safer_breaks WHERE user_id = $1',
    [userId],
  );
  for (const b of breaks)
    events.push({
      at: b.asked_at.toISOString(),
      event: 'break',
      kind: b.kind,
      amount: b.period,
      detail: `ends ${b.ends_at.toISOString()}`,
    });
  const answers = await db.query<{
    at: Date;
    topic: AnswerTopic;
    answer: string;
    session_id: string | null;
  }>('SELECT at, topic, answer, session_id FROM safer_answers WHERE user_id = $1', [userId]);
  for (const a of answers)
    events.push({
      at: a.at.toISOString(),
      event: `${a.topic}_answer`,
      kind: a.topic,
      amount: a.answer,
      detail: a.session_id ? `session ${a.session_id}` : null,
    });
  return events.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
}
