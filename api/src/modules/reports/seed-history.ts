import type { Db, Queryable } from '../../db/types';
import {
  planHistory,
  type HistoryBet,
  type HistoryMarket,
  type HistoryPlan,
} from './seed-history-data';

/**
 * Report history for the demo players on a fresh database: settled sports bets (every market kind)
 * and casino bets over the last 20 days, with their settlement and commission ledger rows. The
 * opening deposit is lowered (and moved before the history) so the final balance is unchanged.
 */
export const HISTORY_PLANS: Readonly<Record<string, HistoryPlan>> = {
  demo: { seed: 11, sportsMarkets: 20, casinoRounds: 26, minStake: 100, maxStake: 1500 },
  demo2: { seed: 29, sportsMarkets: 12, casinoRounds: 14, minStake: 50, maxStake: 500 },
};

export interface SeededHistory {
  username: string;
  markets: number;
  bets: number;
}

interface UserRow {
  id: number;
  balance: number;
  match_comm_bp: number;
  session_comm_bp: number;
  casino_comm_bp: number;
}

/** stake, win_amount, loss_amount, result, pl, commission, created_at, settled_at: the settled-bet
 * columns sports_bets and casino_bets share, in that order. */
function settledValues(m: HistoryMarket, b: HistoryBet): (string | number)[] {
  return [
    b.stake,
    b.win,
    b.loss,
    m.result,
    b.pl,
    b.commission,
    m.createdAt.toISOString(),
    m.settledAt.toISOString(),
  ];
}

async function insertMarket(
  tx: Queryable,
  userId: number,
  m: HistoryMarket,
  running: number,
): Promise<number> {
  for (const b of m.bets) {
    if (m.source === 'sports') {
      await tx.query(
        `INSERT INTO sports_bets (user_id, match_id, event_id, market_id, market_type, selection_id, selection_name, side,
           price, line, stake, win_amount, loss_amount, status, result, pl, commission, created_at, settled_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,'settled',$14,$15,$16,$17,$18)`,
        [
          userId,
          m.matchId,
          `3${m.matchId}`,
          m.marketId,
          b.marketType,
          b.selection.toLowerCase().replace(/\W+/g, '-'),
          b.selection,
          b.side,
          b.price,
          b.line,
          ...settledValues(m, b),
        ],
      );
    } else {
      await tx.query(
        `INSERT INTO casino_bets (user_id, table_code, round_id, market, selection, rate, stake, win_amount, loss_amount,
           status, result, pl, commission, created_at, settled_at)
         VALUES ($1,$2,$3,'Winner',$4,$5,$6,$7,$8,'settled',$9,$10,$11,$12,$13)`,
        [userId, m.tableCode, m.marketId, b.selection, b.price, ...settledValues(m, b)],
      );
    }
  }
  const refType = m.source === 'sports' ? 'sports_market' : 'casino_round';
  const at = m.settledAt.toISOString();
  running += m.pl;
  await tx.query(
    `INSERT INTO ledger (user_id, created_at, kind, amount, balance_after, description, ref_type, ref_id)
     VALUES ($1, $2, 'settlement', $3, $4, $5, $6, $7)`,
    [userId, at, m.pl, running, m.description, refType, m.key],
  );
  if (m.commission > 0) {
    running -= m.commission;
    await tx.query(
      `INSERT INTO ledger (user_id, created_at, kind, amount, balance_after, description, ref_type, ref_id)
       VALUES ($1, $2, 'commission', $3, $4, $5, $6, $7)`,
      [userId, at, -m.commission, running, `Commission - ${m.description}`, refType, m.key],
    );
  }
  if (running < 0)
    throw new Error(`Seed history for user ${userId} would take the balance below zero`);
  return running;
}

/** Seeds one player inside tx; returns null (and writes nothing) unless the player is untouched. */
async function seedPlayer(
  tx: Queryable,
  username: string,
  plan: HistoryPlan,
  now: number,
): Promise<SeededHistory | null> {
  const users = await tx.query<UserRow>(
    'SELECT id, balance, match_comm_bp, session_comm_bp, casino_comm_bp FROM users WHERE username = $1 FOR UPDATE',
    [username],
  );
  const user = users[0];
  if (!user) return null;
  const [bets] = await tx.query<{ n: number }>(
    `SELECT ((SELECT COUNT(*) FROM sports_bets WHERE user_id = $1) + (SELECT COUNT(*) FROM casino_bets WHERE user_id = $1))::int AS n`,
    [user.id],
  );
  const ledger = await tx.query<{ id: number; kind: string; balance_after: number }>(
    'SELECT id, kind, balance_after FROM ledger WHERE user_id = $1 ORDER BY id LIMIT 2',
    [user.id],
  );
  const opening = ledger[0];
  if (
    (bets?.n ?? 0) > 0 ||
    ledger.length !== 1 ||
    !opening ||
    opening.kind !== 'deposit' ||
    opening.balance_after !== user.balance
  ) {
    return null;
  }
  const markets = planHistory(
    plan,
    { match: user.match_comm_bp, session: user.session_comm_bp, casino: user.casino_comm_bp },
    now,
  );
  const net = markets.reduce((sum, m) => sum + m.pl - m.commission, 0);
  const deposit = user.balance - net;
  if (deposit <= 0) throw new Error(`Seed history for ${username} needs a larger opening balance`);
  const first = markets[0]?.createdAt.getTime() ?? now;
  await tx.query(
    'UPDATE ledger SET amount = $2, balance_after = $2, created_at = $3 WHERE id = $1',
    [opening.id, deposit, new Date(first - 24 * 3_600_000).toISOString()],
  );
  let running = deposit;
  for (const m of markets) running = await insertMarket(tx, user.id, m, running);
  if (running !== user.balance)
    throw new Error(`Seed history for ${username} does not end at the balance`);
  return {
    username,
    markets: markets.length,
    bets: markets.reduce((n, m) => n + m.bets.length, 0),
  };
}

/** Idempotent: only players with no bets and only their opening deposit get a history. One transaction. */
export async function seedReportHistory(db: Db, now = Date.now()): Promise<SeededHistory[]> {
  return db.transaction(async (tx) => {
    const done: SeededHistory[] = [];
    for (const [username, plan] of Object.entries(HISTORY_PLANS)) {
      const seeded = await seedPlayer(tx, username, plan, now);
      if (seeded) done.push(seeded);
    }
    return done;
  });
}
