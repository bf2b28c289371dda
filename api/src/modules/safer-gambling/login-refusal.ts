import type { Queryable } from '../../db/types';
import { breakEndsSentence } from './break-rules';
import { readActiveBreak, readSettings } from './settings-store';

/**
 * Why a player with the right password may not log in ("Your time-out ends on ..."), or null.
 * Asked only after the password is checked, so the sentence tells nobody else about the break.
 */
export async function loginRefusal(
  tx: Queryable,
  userId: number,
  now: Date,
): Promise<string | null> {
  const away = await readActiveBreak(tx, userId, now);
  if (!away) return null;
  const { timeZone } = await readSettings(tx, userId);
  return breakEndsSentence(away.kind, away.endsAt, timeZone);
}
