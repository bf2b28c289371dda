/** The limit changes of a player (safer_limit_changes): what is in force, pending, and the history. */
import type { Queryable } from '../../db/types';
import type { LimitKind } from './limit-rules';

export interface LimitChangeRow {
  id: number;
  kind: LimitKind;
  amount: number | null;
  asked_at: Date;
  effective_at: Date;
  cancelled_at: Date | null;
  cancelled_by: string | null;
}

export type LimitsInForce = Record<LimitKind, number | null>;

const COLUMNS = 'id, kind, amount, asked_at, effective_at, cancelled_at, cancelled_by';

/** Each limit in force at `now` (null: none). Only pending rows are ever cancelled. */
export async function readLimitsInForce(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<LimitsInForce> {
  const rows = await db.query<{ kind: LimitKind; amount: number | null }>(
    `SELECT DISTINCT ON (kind) kind, amount FROM safer_limit_changes
      WHERE user_id = $1 AND cancelled_at IS NULL AND effective_at <= $2
      ORDER BY kind, effective_at DESC, id DESC`,
    [userId, now],
  );
  const found: LimitsInForce = { daily: null, weekly: null, monthly: null, stake: null };
  for (const row of rows) found[row.kind] = row.amount;
  return found;
}

/** The changes asked for and not yet in force (at most one per limit). */
export async function readPending(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<LimitChangeRow[]> {
  return db.query<LimitChangeRow>(
    `SELECT ${COLUMNS} FROM safer_limit_changes
      WHERE user_id = $1 AND cancelled_at IS NULL AND effective_at > $2 ORDER BY kind, id`,
    [userId, now],
  );
}

/** Every change ever asked for, newest first. */
export async function readHistory(db: Queryable, userId: number): Promise<LimitChangeRow[]> {
  return db.query<LimitChangeRow>(
    `SELECT ${COLUMNS} FROM safer_limit_changes WHERE user_id = $1 ORDER BY asked_at DESC, id DESC`,
    [userId],
  );
}

/** Cancels the pending change of `kind` (all kinds when null); returns how many. */
export async function cancelPending(
  tx: Queryable,
  userId: number,
  kind: LimitKind | null,
  now: Date,
  by: 'player' | 'replaced',
): Promise<number> {
  const rows = await tx.query(
    `UPDATE safer_limit_changes SET cancelled_at = $3, cancelled_by = $4
      WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2) AND cancelled_at IS NULL
        AND effective_at > $3
      RETURNING id`,
    [userId, kind, now, by],
  );
  return rows.length;
}

export async function insertChange(
  tx: Queryable,
  userId: number,
  change: { kind: LimitKind; amount: number | null; askedAt: Date; effectiveAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO safer_limit_changes (user_id, kind, amount, asked_at, effective_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [userId, change.kind, change.amount, change.askedAt, change.effectiveAt],
  );
}
