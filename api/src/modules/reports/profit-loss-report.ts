import type { ProfitLossRow } from 'shared-api-types';
import type { Queryable } from '../../db/types';
import { formatDateTime } from 'shared-maths/calendar-day';
import { formatCents } from 'shared-maths/money';
import { casinoTableName, sportsMarketLabel } from './report-labels';
import { casinoSubject, sportsSubject } from './report-subject';
import { rangeParams, rangeSql, type DateRange } from './report-filters';

interface MarketSource {
  source: 'sports' | 'casino';
  market_key: string;
  kind: string;
  ref: string;
  pl: number;
  commission: number;
  settled_at: Date;
  description: string | null;
  team1: string | null;
  team2: string | null;
  market_name: string | null;
}

/**
 * One row per settled market (sports market or casino round), newest first. `market` is 'All',
 * or a casino table code compared case-insensitively; sports markets only appear under All.
 * The description is the settlement's ledger description when there is one.
 */
export async function profitLossReport(
  db: Queryable,
  userId: number,
  range: DateRange,
  market: string,
): Promise<ProfitLossRow[]> {
  const all = market.toLowerCase() === 'all';
  const rows = await db.query<MarketSource>(
    `WITH markets AS (
       SELECT 'sports' AS source, 'sports:' || match_id || ':' || market_type || ':' || market_id AS market_key,
              market_type AS kind, match_id AS ref,
              SUM(pl)::bigint AS pl, SUM(commission)::bigint AS commission, MAX(settled_at) AS settled_at
         FROM sports_bets
        WHERE user_id = $1 AND status = 'settled' AND $4::boolean
        GROUP BY match_id, market_type, market_id
       UNION ALL
       SELECT 'casino', 'casino:' || table_code || ':' || round_id, table_code, round_id,
              SUM(pl)::bigint, SUM(commission)::bigint, MAX(settled_at)
         FROM casino_bets
        WHERE user_id = $1 AND status = 'settled' AND ($4::boolean OR lower(table_code) = lower($5))
        GROUP BY table_code, round_id
     )
     SELECT m.*, (SELECT l.description FROM ledger l
                   WHERE l.user_id = $1 AND l.kind = 'settlement' AND l.ref_id = m.market_key
                   ORDER BY l.id LIMIT 1) AS description,
            s.team1, s.team2, k.name AS market_name
       FROM markets m
       LEFT JOIN sports_markets k ON m.source = 'sports' AND k.market_key = m.market_key
       LEFT JOIN sports_matches s ON s.match_id = k.match_id
      WHERE ${rangeSql('m.settled_at', 2, 3)}
      ORDER BY m.settled_at DESC, m.market_key`,
    [userId, ...rangeParams(range), all, market],
  );
  return rows.map((r) => ({
    description: r.description ?? fallbackDescription(r),
    about:
      r.source === 'casino'
        ? casinoSubject(r.kind, r.ref)
        : sportsSubject({ ...r, match_id: r.ref, market_type: r.kind }),
    market: r.source === 'casino' ? r.kind : sportsMarketLabel(r.kind),
    profitLoss: formatCents(r.pl),
    commission: formatCents(r.commission),
    date: formatDateTime(new Date(r.settled_at)),
  }));
}

function fallbackDescription(r: MarketSource): string {
  return r.source === 'casino'
    ? `${casinoTableName(r.kind)} round ${r.ref}`
    : `Match ${r.ref} - ${sportsMarketLabel(r.kind)}`;
}
