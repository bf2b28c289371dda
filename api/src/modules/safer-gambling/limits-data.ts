/** The GetLimits reply, and the amount a player sends for a limit. */
import type { SaferLimitsData } from 'shared-api-types';
import { formatCents, tryParseCents } from 'shared-maths/money';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/reply';
import { LIMIT_KINDS } from './limit-rules';
import { readLimitsInForce, readPending } from './limits-store';
import { readProductBreaks } from './product-breaks';
import { readSettings } from './settings-store';

const money = (cents: number | null): string | null => (cents === null ? null : formatCents(cents));

export async function readLimitsData(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<SaferLimitsData> {
  const settings = await readSettings(db, userId);
  const inForce = await readLimitsInForce(db, userId, now);
  const pending = await readPending(db, userId);
  const timePending = pending.find((p) => p.kind === 'time');
  return {
    timeZone: settings.timeZone,
    realityCheckMinutes: settings.realityCheckMinutes as SaferLimitsData['realityCheckMinutes'],
    productBreaks: await readProductBreaks(db, userId, now),
    timeLimit: {
      minutes: inForce.time,
      pending: timePending
        ? {
            minutes: timePending.amount === null ? null : Number(timePending.amount),
            askedAt: timePending.asked_at.toISOString(),
            confirmFrom: timePending.effective_at.toISOString(),
            canConfirm: now >= timePending.effective_at,
          }
        : null,
    },
    limits: LIMIT_KINDS.map((kind) => {
      const next = pending.find((p) => p.kind === kind);
      return {
        kind,
        amount: money(inForce[kind]),
        pending: next
          ? {
              amount: money(next.amount),
              askedAt: next.asked_at.toISOString(),
              confirmFrom: next.effective_at.toISOString(),
              canConfirm: now >= next.effective_at,
            }
          : null,
      };
    }),
  };
}

/** A limit's amount: null or "" removes it; otherwise a positive whole number of Coins (else 400). */
export function parseLimitAmount(value: string | number | null): number | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const cents = tryParseCents(value);
  if (cents === null || cents <= 0 || cents % 100 !== 0)
    throw badRequest(
      'Amount must be a positive whole number of Coins, or empty to remove the limit',
      'SAFER_AMOUNT_INVALID',
    );
  return cents;
}
