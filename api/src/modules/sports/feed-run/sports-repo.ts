import type { Queryable } from '../../../db/types';
import { marketKey } from '../market-key';
import { matchStateJson, restoreMatch } from '../feed/sim-state';
import type { MarketResult, SimMatch } from '../feed/sim-types';

/** Inserts a simulated match and its markets (idempotent). */
export async function persistMatch(db: Queryable, m: SimMatch): Promise<void> {
  await db.query(
    `INSERT INTO sports_matches (match_id, event_id, market_id, competition, team1, team2, name, start_at, state, sim_state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) ON CONFLICT (match_id) DO NOTHING`,
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
      matchStateJson(m),
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

/** One unfinished match's state, serialised when it is taken (the simulator moves on). */
export interface MatchStateRow {
  matchId: string;
  state: SimMatch['state'];
  json: string;
}

export const matchStateRows = (matches: Iterable<SimMatch>): MatchStateRow[] =>
  [...matches]
    .filter((m) => m.state !== 'completed')
    .map((m) => ({ matchId: m.matchId, state: m.state, json: matchStateJson(m) }));

/** Stores matches' state (the match row's state follows it, until the match is settled). */
export async function saveMatchStates(
  db: Queryable,
  rows: readonly MatchStateRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `UPDATE sports_matches s
        SET sim_state = v.sim_state::jsonb,
            state = CASE WHEN s.state IN ('upcoming', 'inplay') THEN v.state ELSE s.state END
       FROM unnest($1::text[], $2::text[], $3::text[]) AS v(match_id, sim_state, state)
      WHERE s.match_id = v.match_id`,
    [rows.map((r) => r.matchId), rows.map((r) => r.json), rows.map((r) => r.state)],
  );
}

interface MarketRow {
  market_key: string;
  match_id: string;
  market_type: 'odds' | 'book' | 'toss' | 'session';
  market_id: string;
  status: 'open' | 'settled' | 'void';
  result: string | null;
}

export interface StoredMatches {
  /** Unfinished matches as last stored, markets the database already settled closed. */
  resumed: SimMatch[];
  /** Open markets of matches that ended before a crash let all their results be written. */
  results: MarketResult[];
  /** How many open markets had to be voided. */
  voided: number;
}

/** Open bets void with pl 0, exposure released, market void. */
async function voidMarket(db: Queryable, r: MarketRow): Promise<void> {
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

/** Closes in the simulator state what the database already settled (the toss of a started match). */
function closeSettled(m: SimMatch, markets: readonly MarketRow[]): void {
  for (const r of markets) {
    if (r.status === 'open') continue;
    if (r.market_type === 'session') {
      const s = m.sessions.find((x) => x.selectionId === r.market_id);
      if (s) s.status = 'CLOSED';
      continue;
    }
    const mk = m[r.market_type];
    mk.status = 'CLOSED';
    if (r.market_type !== 'toss') continue;
    m.tossWinner = mk.runners.find((x) => x.name === r.result)?.selectionId ?? m.tossWinner;
    // The toss settles when a match starts: a state stored just before that is behind.
    if (m.state === 'upcoming') [m.state, m.ticksLeft] = ['inplay', Math.max(m.ticksLeft, 900)];
  }
}

/**
 * What a restart finds in the database: unfinished matches come back with their stored state
 * (their open bets stay open and settle when the match ends); finished matches whose settlement
 * a crash cut short get the results that can be known again. Only what cannot be recovered is
 * voided (open bets refunded): an unfinished match stored without a state (by a version before
 * sim_state, or unreadable), whose runners, prices and lines were never kept; and a finished
 * match's fancy sessions (their final scores were drawn in memory and died with the process) or
 * a toss without a stored winner. Run in one transaction before the simulator starts.
 */
export async function loadStoredMatches(db: Queryable): Promise<StoredMatches> {
  const matches = await db.query<{
    match_id: string;
    state: string;
    winner: string | null;
    sim_state: unknown;
  }>(
    `SELECT m.match_id, m.state, m.winner, m.sim_state FROM sports_matches m
      WHERE m.state IN ('upcoming', 'inplay')
         OR (m.state = 'completed' AND EXISTS (
              SELECT 1 FROM sports_markets mk WHERE mk.match_id = m.match_id AND mk.status = 'open'))
      ORDER BY m.match_id::bigint`,
  );
  const markets = await db.query<MarketRow>(
    `SELECT market_key, match_id, market_type, market_id, status, result FROM sports_markets
      WHERE match_id = ANY($1::text[]) ORDER BY market_key`,
    [matches.map((m) => m.match_id)],
  );
  const out: StoredMatches = { resumed: [], results: [], voided: 0 };
  const lost: MarketRow[] = [];
  for (const row of matches) {
    const own = markets.filter((r) => r.match_id === row.match_id);
    const open = own.filter((r) => r.status === 'open');
    const m = restoreMatch(row.match_id, row.sim_state);
    if (row.state !== 'completed') {
      if (m) {
        closeSettled(m, own);
        out.resumed.push(m);
      } else lost.push(...open);
      continue;
    }
    for (const r of open) {
      const runners = m && r.market_type !== 'session' ? m[r.market_type].runners : [];
      const winner =
        r.market_type === 'toss'
          ? runners.find((x) => x.selectionId === m?.tossWinner)
          : runners.find((x) => x.name === row.winner);
      if (winner && r.market_type !== 'session') {
        out.results.push({
          kind: r.market_type,
          matchId: r.match_id,
          marketId: r.market_id,
          winnerId: winner.selectionId,
          winnerName: winner.name,
        });
      } else lost.push(r);
    }
  }
  for (const r of lost) await voidMarket(db, r);
  const voidMatches = matches.filter(
    (row) => row.state !== 'completed' && !out.resumed.some((m) => m.matchId === row.match_id),
  );
  await db.query(`UPDATE sports_matches SET state = 'void' WHERE match_id = ANY($1::text[])`, [
    voidMatches.map((row) => row.match_id),
  ]);
  out.voided = lost.length;
  return out;
}
