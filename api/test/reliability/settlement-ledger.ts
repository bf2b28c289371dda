import { commissionOf } from 'shared-maths';
import type { Queryable } from '../../src/db/types';

export interface LedgerRow {
  user_id: number;
  kind: string;
  amount: number;
  ref_id: string;
}

/** The settlement and commission rows of these markets or rounds, in a stable order. */
export async function ledgerFor(db: Queryable, keys: readonly string[]): Promise<LedgerRow[]> {
  const rows = await db.query<LedgerRow>(
    `SELECT user_id, kind, amount, ref_id FROM ledger WHERE ref_id = ANY($1::text[])`,
    [keys],
  );
  return byKey(rows);
}

export function byKey(rows: readonly LedgerRow[]): LedgerRow[] {
  const order = (r: LedgerRow) => `${r.user_id}|${r.ref_id}|${r.kind}`;
  return [...rows].sort((a, b) => order(a).localeCompare(order(b)));
}

export async function balances(db: Queryable): Promise<Map<number, number>> {
  const rows = await db.query<{ id: number; balance: number }>('SELECT id, balance FROM users');
  return new Map(rows.map((r) => [r.id, r.balance]));
}

/** A player's commission rates in basis points: match, session (fancy), casino. */
export async function rates(db: Queryable, userId: number) {
  const rows = await db.query<{ m: number; s: number; c: number }>(
    'SELECT match_comm_bp AS m, session_comm_bp AS s, casino_comm_bp AS c FROM users WHERE id = $1',
    [userId],
  );
  if (!rows[0]) throw new Error(`no user ${userId}`);
  return rows[0];
}

/** What settling one market pays a player: a settlement row of pl, and commission if it won. */
export function expectedRows(userId: number, key: string, pl: number, bp: number): LedgerRow[] {
  const commission = commissionOf(pl, bp);
  const rows: LedgerRow[] = [{ user_id: userId, kind: 'settlement', amount: pl, ref_id: key }];
  if (commission > 0)
    rows.push({ user_id: userId, kind: 'commission', amount: -commission, ref_id: key });
  return rows;
}
