import type { Queryable } from '../../db/types';
import { coded, type Coded } from '../../http/reply';
import { breakEndsSentence } from './break-rules';
import { readLimitsInForce } from './limits-store';
import { readActiveBreak, readSettings } from './settings-store';
import { readTimeUse, timeLimitLoginSentence } from './time-limit';

/**
 * Why a player with the right password may not log in ("Your time-out ends on ...", or the daily
 * time limit used up), or null. Asked only after the password is checked, so the sentence tells
 * nobody else about the break.
 */
export async function loginRefusal(
  tx: Queryable,
  userId: number,
  now: Date,
): Promise<Coded | null> {
  const away = await readActiveBreak(tx, userId, now);
  const { timeZone } = await readSettings(tx, userId);
  if (away)
    return coded(breakEndsSentence(away.kind, away.endsAt, timeZone), 'LOGIN_ON_BREAK', {
      break: away.kind,
      until: away.endsAt.toISOString(),
    });
  const limit = (await readLimitsInForce(tx, userId, now)).time;
  const use = await readTimeUse(tx, userId, limit, now, timeZone);
  if (use?.reached)
    return coded(timeLimitLoginSentence(use, timeZone), 'SAFER_TIME_LIMIT_LOGIN', {
      minutes: use.limitMinutes,
      from: use.opensAt.toISOString(),
    });
  return null;
}
