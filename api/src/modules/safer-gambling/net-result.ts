/** A player's settled results and open risk, read from the ledger and the exposures. */
import type { Queryable } from '../../db/types';

/**
 * Settled P/L after commission (sports and casino) since each of `starts`, in cents, in the same
 * order: the sum of the 'settlement' and 'commission' ledger rows written at or after it.
 */
export async function settledNetSince(
  db: Queryable,
  userId: number,
  starts: readonly Date[],
): Promise<number[]> {
  if (starts.length === 0) return [];
  const rows = await db.query<{ i: number; net: number }>(
    `SELECT s.i::int AS i, COALESCE(SUM(l.amount), 0)::bigint AS net
       FROM unnest($2::timestamptz[]) WITH ORDINALITY AS s(start, i)
       LEFT JOIN ledger l ON l.user_id = $1 AND l.kind IN ('settlement', 'commission')
                         AND l.created_at >= s.start
      GROUP BY s.i ORDER BY s.i`,
    [userId, starts.map((d) => d.toISOString())],
  );
  return rows.map((r) => r.net);
}

/** The worst case of every open bet and waiting order of the player (the exposures), in cents. */
export async function openRisk(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ total: number }>(
    'SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM exposures WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.total ?? 0;
}
