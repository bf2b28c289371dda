import type { Queryable } from '../../../db/types';
import type { SimMatch } from '../feed/sim-types';
import type { PendingBall } from '../feed/sim-types';
import { drawToss } from '../feed/engine/bowl';
import { replay, type Ball } from '../feed/engine/cricket';

/** Appends deliveries to sports_balls (a ball already stored is kept as it is). */
export async function saveBalls(db: Queryable, balls: readonly PendingBall[]): Promise<void> {
  if (balls.length === 0) return;
  const col = <T>(f: (p: PendingBall) => T): T[] => balls.map(f);
  await db.query(
    `INSERT INTO sports_balls (match_id, seq, innings, over_no, ball_no, kind, bat_runs, extras, wicket)
     SELECT * FROM unnest($1::text[], $2::int[], $3::smallint[], $4::smallint[], $5::smallint[],
                          $6::text[], $7::smallint[], $8::smallint[], $9::boolean[])
     ON CONFLICT (match_id, seq) DO NOTHING`,
    [
      col((p) => p.matchId),
      col((p) => p.seq),
      col((p) => p.ball.i),
      col((p) => p.ball.o),
      col((p) => p.ball.b),
      col((p) => p.ball.k),
      col((p) => p.ball.r),
      col((p) => p.ball.x),
      col((p) => p.ball.w),
    ],
  );
}

interface BallRow {
  match_id: string;
  innings: number;
  over_no: number;
  ball_no: number;
  kind: Ball['k'];
  bat_runs: number;
  extras: number;
  wicket: boolean;
}

/** The ball record of each match, in order. */
export async function loadBalls(
  db: Queryable,
  matchIds: readonly string[],
): Promise<Map<string, Ball[]>> {
  const rows = await db.query<BallRow>(
    `SELECT match_id, innings, over_no, ball_no, kind, bat_runs, extras, wicket FROM sports_balls
      WHERE match_id = ANY($1::text[]) ORDER BY match_id, seq`,
    [matchIds],
  );
  const out = new Map<string, Ball[]>();
  for (const r of rows) {
    const list = out.get(r.match_id) ?? [];
    list.push(toBall(r));
    out.set(r.match_id, list);
  }
  return out;
}

const toBall = (r: Omit<BallRow, 'match_id'>): Ball => ({
  i: r.innings,
  o: r.over_no,
  b: r.ball_no,
  k: r.kind,
  r: r.bat_runs,
  x: r.extras,
  w: r.wicket,
});

/** One match's ball record with the time each ball was stored (ms). */
export async function loadTimedBalls(
  db: Queryable,
  matchId: string,
): Promise<{ ball: Ball; at: number }[]> {
  const rows = await db.query<Omit<BallRow, 'match_id'> & { bowled_at: Date | string }>(
    `SELECT innings, over_no, ball_no, kind, bat_runs, extras, wicket, bowled_at FROM sports_balls
      WHERE match_id = $1 ORDER BY seq`,
    [matchId],
  );
  return rows.map((r) => ({ ball: toBall(r), at: new Date(r.bowled_at).getTime() }));
}

/** Resumed matches get their score back from the ball record (the toss first, if they started). */
export async function attachBallRecords(
  db: Queryable,
  matches: readonly SimMatch[],
): Promise<void> {
  const records = await loadBalls(
    db,
    matches.map((m) => m.matchId),
  );
  for (const m of matches) {
    const c = m.cricket;
    if (m.state === 'inplay') drawToss(c, m.seed);
    m.cricket = replay(c.format, c.teams, c.toss, records.get(m.matchId) ?? []);
  }
}
