import type { Balance as BalanceData } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import type { Queryable } from '../db/types';

export type { BalanceData };

/** Balance, total exposure and available (balance - exposure), all in cents. */
export async function readBalanceCents(
  db: Queryable,
  userId: number,
): Promise<{ balance: number; exposure: number; available: number }> {
  const rows = await db.query<{ balance: number; exposure: number }>(
    `SELECT u.balance,
            COALESCE((SELECT SUM(e.amount) FROM exposures e WHERE e.user_id = u.id), 0)::bigint AS exposure
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`User ${userId} not found`);
  return { balance: row.balance, exposure: row.exposure, available: row.balance - row.exposure };
}

/** How many of the player's orders wait in a book (the header's count). */
export async function readWaitingOrders(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM sports_orders WHERE user_id = $1 AND state = 'waiting'",
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** The same figures as decimal Coin strings, as every reply shows them. */
export async function readBalanceData(db: Queryable, userId: number): Promise<BalanceData> {
  const cents = await readBalanceCents(db, userId);
  return balanceData(cents.balance, cents.exposure);
}

export function balanceData(balance: number, exposure: number): BalanceData {
  return {
    balance: formatCents(balance),
    exposure: formatCents(exposure),
    available: formatCents(balance - exposure),
  };
}
