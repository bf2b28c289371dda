import type { Db } from '../../../db/types';
import { loadTimedBalls } from '../feed-run/ball-store';
import { storedMatch } from '../routes/score-routes';
import { parseStored, restoreCricketMeta } from '../feed/sim-state';
import type { SimMatch } from '../feed/sim-types';
import type { SeriesInput, TimedBall, Trade } from './match-series';

/**
 * The match's trades: every fill is a back and a lay bet of one size (the house is a participant),
 * so a trade is its back side. Every player's are read; only their sums are shown.
 */
async function loadTrades(db: Db, matchId: string): Promise<Trade[]> {
  const rows = await db.query<{
    selection_id: string;
    price: number;
    stake: string | number;
    created_at: Date | string;
  }>(
    `SELECT selection_id, price, stake, created_at FROM sports_bets
      WHERE match_id = $1 AND market_type = 'odds' AND side = 'back' AND status <> 'void'
      ORDER BY created_at, id`,
    [matchId],
  );
  return rows.map((r) => ({
    selectionId: r.selection_id,
    price: Number(r.price),
    stake: Number(r.stake),
    at: new Date(r.created_at).getTime(),
  }));
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** The odds runners and the sides' strengths of a stored simulator state (sim_state). */
function storedRunners(stored: unknown): Pick<SeriesInput, 'runners' | 'strength'> {
  const x = parseStored(stored);
  const odds =
    isObject(x) && isObject(x.odds) && Array.isArray(x.odds.runners) ? x.odds.runners : [];
  const runners = odds
    .filter(isObject)
    .map((r) => ({ selectionId: String(r.selectionId), name: String(r.name) }));
  const s = isObject(x) && Array.isArray(x.strength) ? x.strength : null;
  const strength =
    s?.length === 2 && s.every((v) => typeof v === 'number') ? (s as number[]) : [0.5, 0.5];
  return { runners, strength };
}

/**
 * What a match's series is built from: the ball record with each ball's time and the trades;
 * the rest from the simulator's match while it runs here (its newest balls may not be stored
 * yet), else from sports_matches. Null for an unknown match.
 */
export async function loadSeriesInput(
  db: Db,
  matchId: string,
  live: SimMatch | undefined,
): Promise<SeriesInput | null> {
  const [stored, trades] = await Promise.all([
    loadTimedBalls(db, matchId),
    loadTrades(db, matchId),
  ]);
  if (live) {
    const c = live.cricket;
    const balls: TimedBall[] = c.balls.map((ball, k) => ({ ball, at: stored[k]?.at ?? Infinity }));
    return {
      matchId,
      state: live.state,
      format: c.format,
      teams: c.teams,
      toss: c.toss,
      strength: live.strength,
      runners: live.odds.runners.map((r) => ({ selectionId: r.selectionId, name: r.name })),
      balls,
      trades,
    };
  }
  const row = await storedMatch(db, matchId);
  if (!row) return null;
  const meta = restoreCricketMeta(row.sim_state, row.competition);
  return {
    matchId,
    state: row.state,
    format: meta.format,
    teams: [row.team1, row.team2],
    toss: meta.toss,
    ...storedRunners(row.sim_state),
    balls: stored,
    trades,
  };
}
