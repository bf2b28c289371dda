/** SetLimit, CancelPending and ConfirmPending, each in one transaction with the player's row locked. */
import type { RefusalCode } from 'shared-api-types';
import type { Db, Queryable } from '../../db/types';
import { changeTiming, coinsText, RAISE_DELAY_MS, type LimitKind } from './limit-rules';
import {
  cancelPending,
  confirmPending,
  insertChange,
  readLimitsInForce,
  readPending,
} from './limits-store';
import { readSettings } from './settings-store';
import { minutesText } from './time-limit';
import { localDateTimeText } from './zoned-time';

export type Outcome =
  { ok: true; message: string } | { ok: false; message: string; code?: RefusalCode };

export const limitLabel = (kind: LimitKind): string =>
  kind === 'stake' ? 'stake limit' : kind === 'time' ? 'daily time limit' : `${kind} loss limit`;

/** A limit's amount in words: Coins, or minutes for the time limit. */
const amountWords = (kind: LimitKind, amount: number | null): string => {
  if (amount === null) return 'no limit';
  return kind === 'time' ? minutesText(amount) : `${coinsText(amount)} Coins`;
};

async function lockPlayer(tx: Queryable, userId: number) {
  const rows = await tx.query<{ min_stake: number; max_stake: number }>(
    'SELECT min_stake, max_stake FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`User ${userId} not found`);
  return row;
}

/** Runs in a change's transaction once it is written (the time limit's sessions, the record). */
export type AfterChange = (tx: Queryable) => Promise<void>;
const nothing: AfterChange = async () => undefined;

export function setLimit(
  db: Db,
  userId: number,
  change: { kind: LimitKind; amount: number | null },
  now: Date,
  after: AfterChange = nothing,
): Promise<Outcome> {
  const { kind, amount } = change;
  const label = limitLabel(kind);
  return db.transaction(async (tx): Promise<Outcome> => {
    const operator = await lockPlayer(tx, userId);
    if (kind === 'stake' && amount !== null) {
      if (amount > operator.max_stake)
        return {
          ok: false,
          message: `Your stake limit cannot be above the maximum stake of ${coinsText(operator.max_stake)} Coins`,
        };
      if (amount < operator.min_stake)
        return {
          ok: false,
          message: `Your stake limit cannot be below the minimum stake of ${coinsText(operator.min_stake)} Coins`,
        };
    }
    const current = (await readLimitsInForce(tx, userId, now))[kind];
    const timing = changeTiming(current, amount);
    if (timing === 'same') {
      const pending = (await readPending(tx, userId)).some((p) => p.kind === kind);
      if (!pending)
        return { ok: false, message: `Your ${label} is already ${amountWords(kind, amount)}` };
      await cancelPending(tx, userId, kind, now, 'replaced');
      return {
        ok: true,
        message: `Your ${label} stays ${amountWords(kind, amount)}; the pending change is cancelled`,
      };
    }
    await cancelPending(tx, userId, kind, now, 'replaced');
    const later = timing === 'later';
    const effectiveAt = later ? new Date(now.getTime() + RAISE_DELAY_MS) : now;
    await insertChange(tx, userId, {
      kind,
      amount,
      askedAt: now,
      effectiveAt,
      needsConfirm: later,
    });
    if (!later) {
      await after(tx);
      return { ok: true, message: `Your ${label} is now ${amountWords(kind, amount)}` };
    }
    await after(tx);
    const { timeZone } = await readSettings(tx, userId);
    const when = localDateTimeText(effectiveAt, timeZone);
    const what = amount === null ? 'removed' : `raised to ${amountWords(kind, amount)}`;
    return {
      ok: true,
      message: `Your ${label} can be ${what} from ${when}, when you come back and confirm it. Until then it stays ${amountWords(kind, current)}.`,
    };
  });
}

export function cancelPendingChange(
  db: Db,
  userId: number,
  kind: LimitKind,
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    await lockPlayer(tx, userId);
    const cancelled = await cancelPending(tx, userId, kind, now, 'player');
    return cancelled > 0
      ? { ok: true, message: `The pending change of your ${limitLabel(kind)} is cancelled` }
      : { ok: false, message: `Your ${limitLabel(kind)} has no pending change` };
  });
}

/** The player, back after the 24 hours, confirms the raise or removal they asked for. */
export function confirmPendingChange(
  db: Db,
  userId: number,
  kind: LimitKind,
  now: Date,
  after: AfterChange = nothing,
): Promise<Outcome> {
  const label = limitLabel(kind);
  return db.transaction(async (tx): Promise<Outcome> => {
    await lockPlayer(tx, userId);
    const pending = (await readPending(tx, userId)).find((p) => p.kind === kind);
    if (!pending)
      return {
        ok: false,
        message: `Your ${label} has no raise to confirm`,
        code: 'SAFER_NOTHING_TO_CONFIRM',
      };
    if (now < pending.effective_at) {
      const { timeZone } = await readSettings(tx, userId);
      return {
        ok: false,
        message: `You can confirm this change of your ${label} from ${localDateTimeText(pending.effective_at, timeZone)}`,
        code: 'SAFER_CONFIRM_TOO_EARLY',
      };
    }
    await confirmPending(tx, userId, kind, now);
    await after(tx);
    return {
      ok: true,
      message:
        pending.amount === null
          ? `Your ${label} is removed`
          : `Your ${label} is now ${amountWords(kind, pending.amount)}`,
    };
  });
}
