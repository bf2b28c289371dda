import type { RoundStatus } from 'shared-api-types';
import type { Queryable } from '../../db/types';
import type { Hand, Outcome } from './games/types';

export type { RoundStatus };

export interface RoundRow {
  id: number;
  table_code: string;
  status: RoundStatus;
  opens_at: Date;
  closes_at: Date;
  result_at: Date;
  ends_at: Date;
  hands: Hand[] | null;
  winner: string | null;
  outcomes: Record<string, Outcome> | null;
}

const COLUMNS =
  'id, table_code, status, opens_at, closes_at, result_at, ends_at, hands, winner, outcomes';

export async function latestRound(db: Queryable, tableCode: string): Promise<RoundRow | null> {
  const rows = await db.query<RoundRow>(
    `SELECT ${COLUMNS} FROM casino_rounds WHERE table_code = $1 ORDER BY id DESC LIMIT 1`,
    [tableCode],
  );
  return rows[0] ?? null;
}

/** The newest round of every table in one query (lobby, ticker). */
export async function latestRounds(db: Queryable): Promise<RoundRow[]> {
  return db.query<RoundRow>(
    `SELECT DISTINCT ON (table_code) ${COLUMNS} FROM casino_rounds ORDER BY table_code, id DESC`,
  );
}

export async function roundById(db: Queryable, id: number, lock = ''): Promise<RoundRow | null> {
  const rows = await db.query<RoundRow>(
    `SELECT ${COLUMNS} FROM casino_rounds WHERE id = $1 ${lock}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function lastResults(
  db: Queryable,
  tableCode: string,
  limit = 10,
): Promise<{ roundId: string; winner: string }[]> {
  const rows = await db.query<{ id: number; winner: string }>(
    `SELECT id, winner FROM casino_rounds WHERE table_code = $1 AND status = 'result'
      ORDER BY id DESC LIMIT $2`,
    [tableCode, limit],
  );
  return rows.map((r) => ({ roundId: String(r.id), winner: r.winner }));
}

/** Opens the next round; a concurrent opener loses on the one-live-round index and gets null. */
export async function insertRound(
  db: Queryable,
  tableCode: string,
  now: Date,
  openMs: number,
  dealMs: number,
  resultMs: number,
): Promise<void> {
  const t = now.getTime();
  await db.query(
    `INSERT INTO casino_rounds (table_code, status, opens_at, closes_at, result_at, ends_at)
     VALUES ($1, 'open', $2, $3, $4, $5)
     ON CONFLICT (table_code) WHERE status <> 'result' DO NOTHING`,
    [
      tableCode,
      now,
      new Date(t + openMs),
      new Date(t + openMs + dealMs),
      new Date(t + openMs + dealMs + resultMs),
    ],
  );
}
