import type { Queryable } from '../../src/db/types';

/** What a player owns in the database: a refused request must leave all of it unchanged. */
export interface MoneyState {
  balance: number;
  exposure: number;
  sportsBets: number;
  /** Rows of sports_orders in any state: an order's rest that waits in the book. */
  sportsOrders: number;
  casinoBets: number;
  ledgerRows: number;
  ledgerSum: number;
  idempotencyRows: number;
  passwordHash: string;
  quickStakes: string;
  oneClick: string;
}

/**
 * Every player's MoneyState by username, in one query. Not the house's: it is the other side of
 * every trade with the market (house-participant.test.ts checks its money).
 */
export async function moneyStates(db: Queryable): Promise<Record<string, MoneyState>> {
  const rows = await db.query<{
    username: string;
    balance: number;
    exposure: number;
    sports_bets: number;
    sports_orders: number;
    casino_bets: number;
    ledger_rows: number;
    ledger_sum: number;
    idempotency_rows: number;
    password_hash: string;
    quick_stakes: string;
    one_click: string;
  }>(
    `SELECT u.username, u.balance, u.password_hash, u.quick_stakes::text AS quick_stakes,
            u.one_click_on::text || ' ' || COALESCE(u.one_click_stake::text, '') AS one_click,
            (SELECT COALESCE(SUM(amount), 0) FROM exposures WHERE user_id = u.id)::bigint AS exposure,
            (SELECT count(*) FROM sports_bets WHERE user_id = u.id)::int AS sports_bets,
            (SELECT count(*) FROM sports_orders WHERE user_id = u.id)::int AS sports_orders,
            (SELECT count(*) FROM casino_bets WHERE user_id = u.id)::int AS casino_bets,
            (SELECT count(*) FROM ledger WHERE user_id = u.id)::int AS ledger_rows,
            (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE user_id = u.id)::bigint AS ledger_sum,
            (SELECT count(*) FROM idempotency WHERE user_id = u.id)::int AS idempotency_rows
       FROM users u WHERE u.username <> '__house' ORDER BY u.id`,
  );
  return Object.fromEntries(
    rows.map((r) => [
      r.username,
      {
        balance: Number(r.balance),
        exposure: Number(r.exposure),
        sportsBets: r.sports_bets,
        sportsOrders: r.sports_orders,
        casinoBets: r.casino_bets,
        ledgerRows: r.ledger_rows,
        ledgerSum: Number(r.ledger_sum),
        idempotencyRows: r.idempotency_rows,
        passwordHash: r.password_hash,
        quickStakes: r.quick_stakes,
        oneClick: r.one_click,
      },
    ]),
  );
}

/** Names of the fields that differ between two states. */
export function changedFields(before: MoneyState, after: MoneyState): (keyof MoneyState)[] {
  return (Object.keys(before) as (keyof MoneyState)[]).filter((k) => before[k] !== after[k]);
}
