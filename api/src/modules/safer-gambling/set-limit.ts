/** SetLimit, CancelPending and ConfirmPending, each in one transaction with the player's row locked. */
import type { ReplyValues } from 'shared-api-types';
import type { Db, Queryable } from '../../db/types';
import { coded, type Coded } from '../../http/reply';
import { formatCents } from 'shared-maths/money';
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

export type Outcome = { ok: boolean } & Coded;

export const limitLabel = (kind: LimitKind): string =>
  kind === 'stake' ? 'stake limit' : kind === 'time' ? 'daily time limit' : `${kind} loss limit`;

/** A limit's amount in words: Coins, or minutes for the time limit. */
const amountWords = (kind: LimitKind, amount: number | null): string => {
  if (amount === null) return 'no limit';
  return kind === 'time' ? minutesText(amount) : `${coinsText(amount)} Coins`;
};

/** The values of a limit's sentence: its kind, and its amount in Coins or minutes. */
const limitValues = (kind: LimitKind, amount: number | null, current?: number | null) => {
  const values: ReplyValues = { limit: kind };
  if (amount !== null && kind === 'time') values.minutes = amount;
  if (amount !== null && kind !== 'time') values.amount = formatCents(amount);
  if (current != null && kind === 'time') values.currentMinutes = current;
  if (current != null && kind !== 'time') values.current = formatCents(current);
  return values;
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
          ...coded(
            `Your stake limit cannot be above the maximum stake of ${coinsText(operator.max_stake)} Coins`,
            'SAFER_STAKE_LIMIT_ABOVE_MAX',
            { max: formatCents(operator.max_stake) },
          ),
        };
      if (amount < operator.min_stake)
        return {
          ok: false,
          ...coded(
            `Your stake limit cannot be below the minimum stake of ${coinsText(operator.min_stake)} Coins`,
            'SAFER_STAKE_LIMIT_BELOW_MIN',
            { min: formatCents(operator.min_stake) },
          ),
        };
    }
    const current = (await readLimitsInForce(tx, userId, now))[kind];
    const timing = changeTiming(current, amount);
    if (timing === 'same') {
      const pending = (await readPending(tx, userId)).some((p) => p.kind === kind);
      if (!pending)
        return {
          ok: false,
          ...coded(
            `Your ${label} is already ${amountWords(kind, amount)}`,
            amount === null ? 'SAFER_LIMIT_ALREADY_NONE' : 'SAFER_LIMIT_ALREADY',
            limitValues(kind, amount),
          ),
        };
      await cancelPending(tx, userId, kind, now, 'replaced');
      return {
        ok: true,
        ...coded(
          `Your ${label} stays ${amountWords(kind, amount)}; the pending change is cancelled`,
          'SAFER_LIMIT_KEPT',
          limitValues(kind, amount),
        ),
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
      const now = `Your ${label} is now ${amountWords(kind, amount)}`;
      return { ok: true, ...coded(now, 'SAFER_LIMIT_NOW', limitValues(kind, amount)) };
    }
    await after(tx);
    const { timeZone } = await readSettings(tx, userId);
    const when = localDateTimeText(effectiveAt, timeZone);
    const what = amount === null ? 'removed' : `raised to ${amountWords(kind, amount)}`;
    return {
      ok: true,
      ...coded(
        `Your ${label} can be ${what} from ${when}, when you come back and confirm it. Until then it stays ${amountWords(kind, current)}.`,
        amount === null ? 'SAFER_LIMIT_REMOVE_LATER' : 'SAFER_LIMIT_RAISE_LATER',
        { ...limitValues(kind, amount, current), from: effectiveAt.toISOString() },
      ),
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
    const label = limitLabel(kind);
    const values = { limit: kind };
    return cancelled > 0
      ? {
          ok: true,
          ...coded(
            `The pending change of your ${label} is cancelled`,
            'SAFER_PENDING_CANCELLED',
            values,
          ),
        }
      : { ok: false, ...coded(`Your ${label} has no pending change`, 'SAFER_NO_PENDING', values) };
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
        ...coded(`Your ${label} has no raise to confirm`, 'SAFER_NOTHING_TO_CONFIRM', {
          limit: kind,
        }),
      };
    if (now < pending.effective_at) {
      const { timeZone } = await readSettings(tx, userId);
      return {
        ok: false,
        ...coded(
          `You can confirm this change of your ${label} from ${localDateTimeText(pending.effective_at, timeZone)}`,
          'SAFER_CONFIRM_TOO_EARLY',
          { limit: kind, from: pending.effective_at.toISOString() },
        ),
      };
    }
    await confirmPending(tx, userId, kind, now);
    await after(tx);
    return {
      ok: true,
      ...(pending.amount === null
        ? coded(`Your ${label} is removed`, 'SAFER_LIMIT_REMOVED', { limit: kind })
        : coded(
            `Your ${label} is now ${amountWords(kind, pending.amount)}`,
            'SAFER_LIMIT_NOW',
            limitValues(kind, pending.amount),
          )),
    };
  });
}
