/** What the crash-safety test checks in the data a killed API process left behind. */
import type { Db } from '../../src/db/types';
import { formatCents } from 'shared-maths/money';
import type { AcceptedBet, StreamResult } from './crash-stream';
import { moneyProblems } from './money-invariants';

async function userIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; username: string }>(
    `SELECT id, username FROM users WHERE username IN ('demo', 'demo2')`,
  );
  return new Map(rows.map((r) => [r.username, r.id]));
}

/**
 * Accepted bets missing from the database (or stored under another player): a sports order's
 * matched bet and its waiting order each, a casino bet.
 */
async function missingBets(db: Db, accepted: readonly AcceptedBet[]): Promise<string[]> {
  const ids = await userIds(db);
  const missing: string[] = [];
  const has = async (table: string, id: string, user: string) =>
    (
      await db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND user_id = $2`, [
        Number(id),
        ids.get(user),
      ])
    ).length === 1;
  for (const b of accepted) {
    if (b.kind === 'casino') {
      if (!(await has('casino_bets', b.betId, b.user)))
        missing.push(`casino bet ${b.betId} of ${b.user}`);
      continue;
    }
    if (b.matched !== '0.00' && !(await has('sports_bets', b.betId, b.user)))
      missing.push(`sports bet ${b.betId} of ${b.user}`);
    if (b.orderId && !(await has('sports_orders', b.orderId, b.user)))
      missing.push(`sports order ${b.orderId} of ${b.user}`);
  }
  return missing;
}

/** Settlements that got an accepted reply but are not (wholly) in the database. */
async function unsettled(db: Db, run: StreamResult): Promise<string[]> {
  const matches = run.settledMatches;
  const rounds = run.settledRounds.map(Number);
  const open = await db.query<{ what: string }>(
    `SELECT 'market ' || market_key AS what FROM sports_markets WHERE match_id = ANY($1::text[]) AND status = 'open'
     UNION ALL SELECT 'round ' || id FROM casino_rounds WHERE id = ANY($2::bigint[]) AND status <> 'result'`,
    [matches, rounds],
  );
  return open.map((r) => r.what);
}

/** balance = the opening balance set by the test + every ledger row written after it. */
async function balancesFromOpening(
  db: Db,
): Promise<Map<string, { balance: number; fromLedger: number }>> {
  const rows = await db.query<{ username: string; balance: number; from_ledger: number }>(
    `SELECT u.username, u.balance,
            (a.balance_after + COALESCE((SELECT SUM(l.amount) FROM ledger l WHERE l.user_id = u.id AND l.id > a.id), 0))::bigint AS from_ledger
       FROM users u
       JOIN LATERAL (SELECT id, balance_after FROM ledger WHERE user_id = u.id AND kind = 'adjust' ORDER BY id DESC LIMIT 1) a ON true
      WHERE u.username IN ('demo', 'demo2')`,
  );
  return new Map(rows.map((r) => [r.username, { balance: r.balance, fromLedger: r.from_ledger }]));
}

/** Every check of the crashed or restarted data: the problems found, and each player's figures. */
export async function check(db: Db, run: StreamResult, runners: Map<string, string[]>) {
  const ids = await userIds(db);
  const opening = await balancesFromOpening(db);
  const exposures = await db.query<{ username: string; exposure: number }>(
    `SELECT u.username, COALESCE(SUM(e.amount), 0)::bigint AS exposure FROM users u
       LEFT JOIN exposures e ON e.user_id = u.id WHERE u.username IN ('demo', 'demo2') GROUP BY u.username`,
  );
  const problems = {
    missing: await missingBets(db, run.accepted),
    unsettled: await unsettled(db, run),
    money: await moneyProblems(db, [...ids.values()], (key) => {
      const list = runners.get(key);
      if (!list) throw new Error(`no runners seen for ${key}`);
      return list;
    }),
    openingPlusLedger: [...opening].filter(([, b]) => b.balance !== b.fromLedger).map(([u]) => u),
  };
  const figures = new Map(
    exposures.map((e) => {
      const balance = opening.get(e.username)?.balance ?? 0;
      return [
        e.username,
        {
          balance: formatCents(balance),
          exposure: formatCents(e.exposure),
          available: formatCents(balance - e.exposure),
        },
      ];
    }),
  );
  return { problems, figures };
}

export const NO_PROBLEMS = { missing: [], unsettled: [], money: [], openingPlusLedger: [] };
