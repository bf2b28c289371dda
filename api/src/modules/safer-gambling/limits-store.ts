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
  /** A raise or removal: in force only once confirmed (confirmed_at), from effective_at on. */
  needs_confirm: boolean;
  confirmed_at: Date | null;
}

export type LimitsInForce = Record<LimitKind, number | null>;
export const noLimits = (): LimitsInForce => ({
  daily: null,
  weekly: null,
  monthly: null,
  stake: null,
  time: null,
});

const COLUMNS =
  'id, kind, amount, asked_at, effective_at, cancelled_at, cancelled_by, needs_confirm, confirmed_at';

/** SQL: the change (alias `c`) is in force at the parameter `at`; a raise only once confirmed. */
export const inForceAt = (at: string) => `c.cancelled_at IS NULL AND c.effective_at <= ${at}
  AND (NOT c.needs_confirm OR c.confirmed_at <= ${at})`;
/** SQL ORDER BY of a limit's changes, the one in force last taking effect first. */
export const LATEST_FIRST = 'c.kind, COALESCE(c.confirmed_at, c.effective_at) DESC, c.id DESC';
/** SQL: a raise or removal asked for and neither confirmed nor cancelled. */
const PENDING = 'c.cancelled_at IS NULL AND c.needs_confirm AND c.confirmed_at IS NULL';

/** Each limit in force at `now` (null: none). Only pending rows are ever cancelled. */
export async function readLimitsInForce(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<LimitsInForce> {
  const rows = await db.query<{ kind: LimitKind; amount: number | null }>(
    `SELECT DISTINCT ON (c.kind) c.kind, c.amount FROM safer_limit_changes c
      WHERE c.user_id = $1 AND ${inForceAt('$2')} ORDER BY ${LATEST_FIRST}`,
    [userId, now],
  );
  const found = noLimits();
  for (const row of rows) found[row.kind] = row.amount;
  return found;
}

/** The raises and removals waiting for the player's confirmation (at most one per limit). */
export async function readPending(db: Queryable, userId: number): Promise<LimitChangeRow[]> {
  return db.query<LimitChangeRow>(
    `SELECT ${COLUMNS} FROM safer_limit_changes c
      WHERE c.user_id = $1 AND ${PENDING} ORDER BY c.kind, c.id`,
    [userId],
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
    `UPDATE safer_limit_changes c SET cancelled_at = $3, cancelled_by = $4
      WHERE c.user_id = $1 AND ($2::text IS NULL OR c.kind = $2) AND ${PENDING}
      RETURNING c.id`,
    [userId, kind, now, by],
  );
  return rows.length;
}

export async function insertChange(
  tx: Queryable,
  userId: number,
  change: {
    kind: LimitKind;
    amount: number | null;
    askedAt: Date;
    effectiveAt: Date;
    needsConfirm: boolean;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO safer_limit_changes (user_id, kind, amount, asked_at, effective_at, needs_confirm)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, change.kind, change.amount, change.askedAt, change.effectiveAt, change.needsConfirm],
  );
}

/** Confirms the pending raise of `kind` (the caller checked it may be confirmed now). */
export async function confirmPending(
  tx: Queryable,
  userId: number,
  kind: LimitKind,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE safer_limit_changes c SET confirmed_at = $3
      WHERE c.user_id = $1 AND c.kind = $2 AND ${PENDING}`,
    [userId, kind, now],
  );
}
