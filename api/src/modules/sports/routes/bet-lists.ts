import type { Queryable } from '../../../db/types';
import { formatCents } from 'shared-maths/money';
import { formatPrice, type MarketKind } from 'shared-maths';
import type {
  ActiveSession,
  BetListItem,
  CompletedSessionBet,
  CompletedSessionBets,
} from 'shared-api-types';

interface Row {
  id: number;
  match_id: string;
  market_id: string;
  market_type: MarketKind;
  selection_id: string;
  selection_name: string;
  side: BetListItem['side'];
  price: number;
  line: number | null;
  stake: number;
  win_amount: number;
  loss_amount: number;
  status: BetListItem['status'];
  result: string | null;
  pl: number | null;
  created_at: Date | string;
}

const TYPE: Record<BetListItem['side'], string> = {
  back: 'Back',
  lay: 'Lay',
  yes: 'Yes',
  no: 'No',
};

export async function listBets(
  db: Queryable,
  userId: number,
  matchId: string,
  kind: MarketKind,
): Promise<BetListItem[]> {
  const rows = await db.query<Row>(
    `SELECT id, match_id, market_id, market_type, selection_id, selection_name, side, price, line, stake,
            win_amount, loss_amount, status, result, pl, created_at
       FROM sports_bets WHERE user_id = $1 AND match_id = $2 AND market_type = $3
      ORDER BY id DESC LIMIT 500`,
    [userId, matchId, kind],
  );
  return rows.map((r) => ({
    betId: String(r.id),
    matchId: r.match_id,
    marketId: r.market_id,
    marketType: r.market_type,
    selectionId: r.selection_id,
    runnerName: r.selection_name,
    side: r.side,
    type: TYPE[r.side],
    rate: formatPrice(r.market_type, r.price),
    line: r.line,
    amount: formatCents(r.stake),
    win: formatCents(r.win_amount),
    liability: formatCents(r.loss_amount),
    status: r.status,
    result: r.result,
    pl: r.pl === null ? null : formatCents(r.pl),
    date: new Date(r.created_at).toISOString(),
  }));
}

/** GetActiveSession: the caller's fancy sessions with open bets on the match, with their bets count. */
export async function activeSessions(
  db: Queryable,
  userId: number,
  matchId: string,
): Promise<ActiveSession[]> {
  const rows = await db.query<{
    selection_id: string;
    selection_name: string;
    bets: number;
    exposure: number | null;
  }>(
    `SELECT b.selection_id, MIN(b.selection_name) AS selection_name, COUNT(*)::int AS bets,
            MAX(e.amount) AS exposure
       FROM sports_bets b
       LEFT JOIN exposures e ON e.user_id = b.user_id AND e.market_key = 'sports:' || b.match_id || ':session:' || b.selection_id
      WHERE b.user_id = $1 AND b.match_id = $2 AND b.market_type = 'session' AND b.status = 'open'
      GROUP BY b.selection_id ORDER BY b.selection_id`,
    [userId, matchId],
  );
  return rows.map((r) => ({
    selectionId: r.selection_id,
    runnerName: r.selection_name,
    bets: r.bets,
    exposure: formatCents(Number(r.exposure ?? 0)),
  }));
}

/** The settled fancy bets of the Completed-bets page (docs/sports.md, GetCompletedSessionBets). */
export async function completedSessionBets(
  db: Queryable,
  userId: number,
  matchId: string,
): Promise<CompletedSessionBets> {
  const rows = await db.query<{
    selection_name: string;
    created_at: Date | string;
    price: number;
    line: number | null;
    result: string | null;
    stake: number;
    side: 'yes' | 'no';
    pl: number;
  }>(
    `SELECT selection_name, created_at, price, line, result, stake, side, pl FROM sports_bets
      WHERE user_id = $1 AND match_id = $2 AND market_type = 'session' AND status = 'settled'
      ORDER BY settled_at DESC, id DESC`,
    [userId, matchId],
  );
  const total = rows.reduce((sum, r) => sum + r.pl, 0);
  return {
    sessionBets: rows.map((r): CompletedSessionBet => ({
      match: r.selection_name,
      date: new Date(r.created_at).toISOString(),
      rate: String(r.price),
      line: r.line,
      resultScore: r.result ?? '',
      amount: formatCents(r.stake),
      betType: TYPE[r.side],
      pl: formatCents(r.pl),
    })),
    total: formatCents(total),
  };
}
