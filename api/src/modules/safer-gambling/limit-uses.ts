/** Each limit's use now: the period's settled results, the open risk and what is left. */
import type { SaferLimitUse } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import type { Queryable } from '../../db/types';
import { LIMIT_KINDS, LOSS_KINDS, PERIOD_OF, type LossKind } from './limit-rules';
import { readLimitsInForce } from './limits-store';
import { openRisk, settledNetSince } from './net-result';
import { periodStart } from './zoned-time';

/** A limit counts as close (the header's marker) from this share used. */
export const CLOSE_SHARE = 0.8;

export interface LimitUses {
  /** Settled P/L after commission per period (negative = lost). */
  net: Record<LossKind, number>;
  risk: number;
  uses: SaferLimitUse[];
  /** The loss limits used CLOSE_SHARE or more. */
  close: LossKind[];
}

export async function readLimitUses(
  db: Queryable,
  userId: number,
  now: Date,
  timeZone: string,
): Promise<LimitUses> {
  const starts = LOSS_KINDS.map((k) => periodStart(PERIOD_OF[k], now, timeZone));
  const nets = await settledNetSince(db, userId, starts);
  const net = { daily: nets[0] ?? 0, weekly: nets[1] ?? 0, monthly: nets[2] ?? 0 };
  const risk = await openRisk(db, userId);
  const limits = await readLimitsInForce(db, userId, now);
  const close: LossKind[] = [];
  const uses = LIMIT_KINDS.flatMap((kind): SaferLimitUse[] => {
    const amount = limits[kind];
    if (amount === null) return [];
    if (kind === 'stake') return [{ kind, amount: formatCents(amount), used: null, left: null }];
    const used = Math.max(0, -net[kind]) + risk;
    if (used >= amount * CLOSE_SHARE) close.push(kind);
    const left = Math.max(0, amount - used);
    return [
      { kind, amount: formatCents(amount), used: formatCents(used), left: formatCents(left) },
    ];
  });
  return { net, risk, uses, close };
}
