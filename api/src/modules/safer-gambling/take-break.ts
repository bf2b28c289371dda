/** TakeBreak: a time-out or self-exclusion, ending every session of the player at once. */
import type { Db, Queryable } from '../../db/types';
import { coded, type Coded } from '../../http/reply';
import { breakEnd, type BreakKind } from './break-rules';
import { readActiveBreak, readSettings } from './settings-store';
import { localDateTimeText } from './zoned-time';

export type BreakOutcome =
  | { ok: true; endsAt: Date; timeZone: string; endedSessions: string[] }
  | { ok: false; refusal: Coded };

/** What else the break's transaction writes: `lock` before the player's row, `write` after the break. */
export interface WithBreak {
  lock: (tx: Queryable) => Promise<void>;
  write: (tx: Queryable) => Promise<unknown>;
}

export function takeBreak(
  db: Db,
  userId: number,
  request: { kind: BreakKind; period: string },
  now: Date,
  also?: WithBreak,
): Promise<BreakOutcome> {
  return db.transaction(async (tx): Promise<BreakOutcome> => {
    await also?.lock(tx);
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { timeZone } = await readSettings(tx, userId);
    const endsAt = breakEnd(request.kind, request.period, now, timeZone);
    if (!endsAt) throw new Error(`No ${request.kind} of ${request.period}`);
    const current = await readActiveBreak(tx, userId, now);
    if (current && current.endsAt >= endsAt)
      return {
        ok: false,
        refusal: coded(
          `Your break already lasts until ${localDateTimeText(current.endsAt, timeZone)} and cannot be shortened`,
          'SAFER_BREAK_NOT_SHORTER',
          { until: current.endsAt.toISOString() },
        ),
      };
    await tx.query(
      `INSERT INTO safer_breaks (user_id, kind, period, asked_at, ends_at) VALUES ($1, $2, $3, $4, $5)`,
      [userId, request.kind, request.period, now, endsAt],
    );
    // The same as a password change: every session revoked, their streams told on commit.
    const revoked = await tx.query<{ session_id: string }>(
      `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL
       RETURNING session_id`,
      [userId],
    );
    await also?.write(tx);
    return { ok: true, endsAt, timeZone, endedSessions: revoked.map((r) => r.session_id) };
  });
}
