import type { Queryable } from '../../db/types';
import { marketKey } from './market-key';
import type { SimMatch } from './sim-types';

/** Inserts a simulated match and its markets (idempotent). */
export async function persistMatch(db: Queryable, m: SimMatch): Promise<void> {
  await db.query(
    `INSERT INTO sports_matches (match_id, event_id, market_id, competition, team1, team2, name, start_at, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (match_id) DO NOTHING`,
    [
      m.matchId,
      m.eventId,
      m.marketId,
      m.competition,
      m.team1,
      m.team2,
      `${m.team1} v ${m.team2}`,
      m.startAt.toISOString(),
      m.state,
    ],
  );
  const markets: [string, string, string][] = [
    ['odds', m.odds.marketId, m.odds.name],
    ['book', m.book.marketId, m.book.name],
    ['toss', m.toss.marketId, m.toss.name],
    ...m.sessions.map((s): [string, string, string] => ['session', s.selectionId, s.name]),
  ];
  for (const [kind, id, name] of markets) {
    await db.query(
      `INSERT INTO sports_markets (market_key, match_id, market_type, market_id, name)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (market_key) DO NOTHING`,
      [marketKey(m.matchId, kind as 'odds', id), m.matchId, kind, id, name],
    );
  }
}

/** The first free match id: after every id already stored (a restart never reuses one). */
export async function nextMatchId(db: Queryable, fallback: number): Promise<number> {
  const rows = await db.query<{ max: number | null }>(
    `SELECT MAX(match_id::bigint) AS max FROM sports_matches WHERE match_id ~ '^[0-9]+$'`,
  );
  const max = rows[0]?.max ?? null;
  return max === null ? fallback : Math.max(fallback, Number(max) + 1);
}

/**
 * Voids the open markets of matches the simulator no longer runs (left over from an earlier
 * run): open bets become void with pl 0 and their exposure is released.
 */
export async function voidOrphanMarkets(
  db: Queryable,
  liveMatchIds: readonly string[],
): Promise<number> {
  const rows = await db.query<{
    market_key: string;
    match_id: string;
    market_type: string;
    market_id: string;
  }>(
    `SELECT market_key, match_id, market_type, market_id FROM sports_markets
      WHERE status = 'open' AND NOT (match_id = ANY($1::text[]))`,
    [liveMatchIds],
  );
  for (const r of rows) {
    await db.query(
      `UPDATE sports_markets SET status = 'void', settled_at = now() WHERE market_key = $1 AND status = 'open'`,
      [r.market_key],
    );
    await db.query(
      `UPDATE sports_bets SET status = 'void', pl = 0, settled_at = now()
        WHERE match_id = $1 AND market_type = $2 AND market_id = $3 AND status = 'open'`,
      [r.match_id, r.market_type, r.market_id],
    );
    await db.query('DELETE FROM exposures WHERE market_key = $1', [r.market_key]);
  }
  await db.query(
    `UPDATE sports_matches SET state = 'void' WHERE state <> 'completed' AND NOT (match_id = ANY($1::text[]))`,
    [liveMatchIds],
  );
  return rows.length;
}
