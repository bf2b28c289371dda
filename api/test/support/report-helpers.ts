import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/types';

/** POSTs a report call as the given token. */
export function post(
  app: FastifyInstance,
  token: string,
  url: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

export async function userId(db: Db, username: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
    username,
  ]);
  if (!rows[0]) throw new Error(`no user ${username}`);
  return rows[0].id;
}

/** `hour`:00 UTC, `n` UTC days before `from`'s day. */
export function daysAgo(n: number, hour = 12, from = new Date()): Date {
  const d = from;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - n, hour));
}

export interface FreshSportsBet {
  marketType: 'odds' | 'book' | 'toss' | 'session';
  status: 'open' | 'settled';
  pl?: number;
  commission?: number;
  at: Date;
  selection?: string;
  matchId?: string;
  marketId?: string;
}

export async function insertSportsBet(db: Db, uid: number, b: FreshSportsBet): Promise<void> {
  await db.query(
    `INSERT INTO sports_bets (user_id, match_id, event_id, market_id, market_type, selection_id, selection_name, side, price,
       line, stake, win_amount, loss_amount, status, pl, commission, created_at, settled_at)
     VALUES ($1, $2, 'e1', $11, $3, 's1', $4, 'back', 150, $5, 10000, 5000, 10000, $6, $7, $8, $9, $10)`,
    [
      uid,
      b.matchId ?? 'fresh-1',
      b.marketType,
      b.selection ?? 'Freshland',
      b.marketType === 'session' ? 40 : null,
      b.status,
      b.status === 'settled' ? (b.pl ?? 0) : null,
      b.commission ?? 0,
      b.at.toISOString(),
      b.status === 'settled' ? b.at.toISOString() : null,
      b.marketId ?? 'm1',
    ],
  );
}

export interface FreshCasinoBet {
  table: string;
  status: 'open' | 'settled';
  pl?: number;
  commission?: number;
  at: Date;
  round?: string;
}

export async function insertCasinoBet(db: Db, uid: number, b: FreshCasinoBet): Promise<void> {
  await db.query(
    `INSERT INTO casino_bets (user_id, table_code, round_id, market, selection, rate, stake, win_amount, loss_amount, status,
       pl, commission, created_at, settled_at)
     VALUES ($1, $2, $3, 'Winner', 'Player A', 198, 10000, 9800, 10000, $4, $5, $6, $7, $8)`,
    [
      uid,
      b.table,
      b.round ?? 'fresh-round',
      b.status,
      b.status === 'settled' ? (b.pl ?? 0) : null,
      b.commission ?? 0,
      b.at.toISOString(),
      b.status === 'settled' ? b.at.toISOString() : null,
    ],
  );
}
