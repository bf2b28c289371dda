/** A player's safer-gambling settings (safer_settings; a player without a row has the defaults). */
import type { Queryable } from '../../db/types';
import { ACCOUNT_BREAK, type BreakKind } from './break-rules';
import { DEFAULT_TIME_ZONE } from './zoned-time';

export interface SaferSettings {
  timeZone: string;
  realityCheckMinutes: number;
}

/** A session reminder every hour unless the player chooses otherwise (issue 27). */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

export async function readSettings(db: Queryable, userId: number): Promise<SaferSettings> {
  const rows = await db.query<{ time_zone: string; reality_check_minutes: number }>(
    'SELECT time_zone, reality_check_minutes FROM safer_settings WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return {
    timeZone: row?.time_zone ?? DEFAULT_TIME_ZONE,
    realityCheckMinutes: row?.reality_check_minutes ?? DEFAULT_REALITY_CHECK_MINUTES,
  };
}

/** The safer_settings columns a player sets, and what each holds. */
interface SettingColumns {
  time_zone: string;
  reality_check_minutes: number;
}

/** Stores one setting of the player; the others keep their values (or defaults). */
export async function saveSetting<K extends keyof SettingColumns>(
  tx: Queryable,
  userId: number,
  column: K,
  value: SettingColumns[K],
): Promise<void> {
  await tx.query(
    `INSERT INTO safer_settings (user_id, ${column}) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET ${column} = EXCLUDED.${column}`,
    [userId, value],
  );
}

export interface ActiveBreak {
  kind: BreakKind;
  endsAt: Date;
}

/** The time-out or self-exclusion in force at `now` (the one ending last), or null. */
export async function readActiveBreak(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<ActiveBreak | null> {
  const rows = await db.query<{ kind: BreakKind; ends_at: Date }>(
    `SELECT kind, ends_at FROM safer_breaks WHERE user_id = $1 AND ends_at > $2 AND ${ACCOUNT_BREAK}
      ORDER BY ends_at DESC LIMIT 1`,
    [userId, now],
  );
  const row = rows[0];
  return row ? { kind: row.kind, endsAt: row.ends_at } : null;
}
