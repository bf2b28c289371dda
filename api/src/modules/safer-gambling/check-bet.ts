/**
 * The one safer-gambling check of a bet or order. Call it inside the bet's transaction, after the
 * player's users row is locked FOR UPDATE: every bet of the player then reads the limits, the
 * settled results and the exposures one after another, so bets sent at once cannot pass a limit
 * together.
 */
import type { Queryable } from '../../db/types';
import { refuse } from '../../http/reply';
import type { Locked, WriteStep } from '../../money/write-path';
import { breakEndsSentence } from './break-rules';
import { limitRefusal, LOSS_KINDS, PERIOD_OF, type BetRisk } from './limit-rules';
import { readLimitsInForce } from './limits-store';
import { openRisk, settledNetSince } from './net-result';
import { readRealityCheck, REALITY_CHECK_WAITING } from './reality-check';
import { readActiveBreak, readSettings } from './settings-store';
import { periodStart } from './zoned-time';

export interface Bettor {
  userId: number;
  /** The session placing the bet (its session reminder must not be waiting). */
  sessionId: string;
}

/** The sentence refusing the bet, or null when the player's own rules allow it. */
export async function checkBetAllowed(
  tx: Queryable,
  who: Bettor,
  bet: BetRisk,
  now: Date,
): Promise<string | null> {
  const { userId } = who;
  const settings = await readSettings(tx, userId);
  const away = await readActiveBreak(tx, userId, now);
  if (away) return breakEndsSentence(away.kind, away.endsAt, settings.timeZone);
  const reminder = await readRealityCheck(
    tx,
    userId,
    who.sessionId,
    now,
    settings.realityCheckMinutes,
  );
  if (reminder.due) return REALITY_CHECK_WAITING;
  const limits = await readLimitsInForce(tx, userId, now);
  const kinds = LOSS_KINDS.filter((k) => limits[k] !== null);
  if (kinds.length === 0 || bet.worstCaseCents <= 0) return limitRefusal(bet, limits.stake, [], 0);
  const starts = kinds.map((k) => periodStart(PERIOD_OF[k], now, settings.timeZone));
  const nets = await settledNetSince(tx, userId, starts);
  const losses = kinds.map((kind, i) => ({
    kind,
    limit: limits[kind] ?? 0,
    settledNet: nets[i] ?? 0,
  }));
  return limitRefusal(bet, limits.stake, losses, await openRisk(tx, userId));
}

/**
 * checkBetAllowed as a step of the write path (money/write-path.ts), which runs it after the
 * market and the player are locked. `risk` says what the bet stakes and adds to the worst case.
 */
export function saferGamblingStep<M>(
  bettor: Bettor,
  risk: (locked: Locked<M>) => BetRisk | Promise<BetRisk>,
  now: () => Date = () => new Date(),
): WriteStep<M> {
  return async (locked) => {
    const refusal = await checkBetAllowed(locked.tx, bettor, await risk(locked), now());
    return refusal ? refuse(refusal) : null;
  };
}
