import type {
  BetHistoryAction,
  BetHistoryRow as UserBetHistoryRow,
  LiveBetHistoryRow,
} from 'shared-api-types';
import type { Queryable } from '../../db/types';
import { formatDateTime } from 'shared-maths/calendar-day';
import { formatCents } from 'shared-maths/money';
import { casinoTableName, displayPrice, sportsMarketLabel } from './report-labels';
import { casinoSubject, sportsSubject, type SportsSubjectSource } from './report-subject';
import { rangeParams, rangeSql, type DateRange } from './report-filters';

const ACTION_MARKETS: Record<BetHistoryAction, readonly string[]> = {
  1: ['odds', 'book', 'toss', 'session'],
  4: ['odds', 'book', 'toss'],
  3: ['session'],
};

const SIDE_LABELS: Record<string, string> = { back: 'Back', lay: 'Lay', yes: 'Yes', no: 'No' };

function statusLabel(status: string): string {
  return status === 'open' ? 'Open' : status === 'void' ? 'Void' : 'Settled';
}

/** Status 0 = open bets; 1 = finished (settled or void). */
function statusSql(column: string, param: number): string {
  return `(CASE WHEN $${param}::int = 0 THEN ${column} = 'open' ELSE ${column} <> 'open' END)`;
}

interface SportsBetSource extends SportsSubjectSource {
  market_id: string;
  selection_name: string;
  side: string;
  price: number;
  line: number | null;
  stake: number;
  loss_amount: number;
  status: string;
  pl: number | null;
  created_at: Date;
}

/** The caller's sports bets placed in the range, newest first, optionally narrowed by searchData. */
export async function userBetHistory(
  db: Queryable,
  user: { id: number; username: string },
  range: DateRange,
  status: 0 | 1,
  action: BetHistoryAction,
  search: string,
): Promise<UserBetHistoryRow[]> {
  const rows = await db.query<SportsBetSource>(
    `SELECT b.match_id, b.market_type, b.market_id, b.selection_name, b.side, b.price, b.line, b.stake,
            b.loss_amount, b.status, b.pl, b.created_at, m.team1, m.team2, k.name AS market_name,
            (SELECT l.description FROM ledger l
              WHERE l.user_id = b.user_id AND l.kind = 'settlement'
                AND l.ref_id = 'sports:' || b.match_id || ':' || b.market_type || ':' || b.market_id
              ORDER BY l.id LIMIT 1) AS description
       FROM sports_bets b
       LEFT JOIN sports_matches m ON m.match_id = b.match_id
       LEFT JOIN sports_markets k
         ON k.market_key = 'sports:' || b.match_id || ':' || b.market_type || ':' || b.market_id
      WHERE b.user_id = $1 AND ${rangeSql('b.created_at', 2, 3)} AND ${statusSql('b.status', 4)}
        AND b.market_type = ANY($5::text[])
      ORDER BY b.created_at DESC, b.id DESC`,
    [user.id, ...rangeParams(range), status, ACTION_MARKETS[action]],
  );
  const out = rows.map((b) => ({
    client: user.username,
    description: b.description ?? `Match ${b.match_id} - ${sportsMarketLabel(b.market_type)}`,
    about: sportsSubject(b),
    selection: b.line === null ? b.selection_name : `${b.selection_name} @ ${b.line}`,
    type: SIDE_LABELS[b.side] ?? b.side,
    odds: displayPrice(b.market_type, b.price),
    dateCreation: formatDateTime(new Date(b.created_at)),
    pl: formatCents(b.pl ?? 0),
    liability: formatCents(b.loss_amount),
    betType: sportsMarketLabel(b.market_type),
    status: statusLabel(b.status),
  }));
  return filterBySearch(out, search);
}

interface CasinoBetSource {
  table_code: string;
  round_id: string;
  market: string;
  selection: string;
  rate: number;
  stake: number;
  loss_amount: number;
  status: string;
  pl: number | null;
  created_at: Date;
}

/** The caller's casino bets placed in the range, newest first; gameType null = every table. */
export async function liveBetHistory(
  db: Queryable,
  user: { id: number; username: string },
  range: DateRange,
  status: 0 | 1,
  gameType: string | null,
): Promise<LiveBetHistoryRow[]> {
  const rows = await db.query<CasinoBetSource>(
    `SELECT table_code, round_id, market, selection, rate, stake, loss_amount, status, pl, created_at
       FROM casino_bets
      WHERE user_id = $1 AND ${rangeSql('created_at', 2, 3)} AND ${statusSql('status', 4)}
        AND ($5::text IS NULL OR lower(table_code) = lower($5::text))
      ORDER BY created_at DESC, id DESC`,
    [user.id, ...rangeParams(range), status, gameType],
  );
  return rows.map((b) => ({
    client: user.username,
    description: `${casinoTableName(b.table_code)} round ${b.round_id}`,
    about: casinoSubject(b.table_code, b.round_id),
    selection: b.selection,
    type: 'Back',
    odds: (b.rate / 100).toFixed(2),
    stack: formatCents(b.stake),
    dateCreation: formatDateTime(new Date(b.created_at)),
    pl: formatCents(b.pl ?? 0),
    liability: formatCents(b.loss_amount),
    betType: b.market,
    status: statusLabel(b.status),
  }));
}

function filterBySearch<T extends UserBetHistoryRow>(rows: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((r) =>
    [r.description, r.selection, r.type, r.betType, r.odds].some((v) =>
      v.toLowerCase().includes(needle),
    ),
  );
}
