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

/** readBalanceCents and the player's exposure row of one market (`market`, 0 when none). */
export async function readFunds(
  db: Queryable,
  userId: number,
  marketKey: string,
): Promise<{ balance: number; exposure: number; market: number }> {
  const rows = await db.query<{ balance: number; exposure: number; market: number }>(
    `SELECT u.balance,
            COALESCE((SELECT SUM(e.amount) FROM exposures e WHERE e.user_id = u.id), 0)::bigint AS exposure,
            COALESCE((SELECT e.amount FROM exposures e WHERE e.user_id = u.id AND e.market_key = $2), 0)::bigint AS market
       FROM users u WHERE u.id = $1`,
    [userId, marketKey],
  );
  const row = rows[0];
  if (!row) throw new Error(`User ${userId} not found`);
  return row;
}

/** Several players' balance and exposure (as Coin strings) and count of waiting orders, in one read. */
export async function readAccounts(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, { balance: BalanceData; waitingOrders: number }>> {
  const rows = await db.query<{ id: number; balance: number; exposure: number; waiting: number }>(
    `SELECT u.id, u.balance,
            COALESCE((SELECT SUM(e.amount) FROM exposures e WHERE e.user_id = u.id), 0)::bigint AS exposure,
            (SELECT count(*) FROM sports_orders o WHERE o.user_id = u.id AND o.state = 'waiting')::int AS waiting
       FROM users u WHERE u.id = ANY($1::int[])`,
    [userIds],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { balance: balanceData(r.balance, r.exposure), waitingOrders: r.waiting },
    ]),
  );
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
