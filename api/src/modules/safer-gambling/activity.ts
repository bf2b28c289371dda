/** GetActivity: net results per period, time logged in per day, each limit's use, the history. */
import type { SaferActivityData, SaferLimitUse } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import type { Queryable } from '../../db/types';
import { LIMIT_KINDS, LOSS_KINDS, PERIOD_OF, type LossKind } from './limit-rules';
import { readHistory, readLimitsInForce } from './limits-store';
import { lastLocalDays, minutesPerDay } from './logged-in-days';
import { openRisk, settledNetSince } from './net-result';
import { readSettings } from './settings-store';
import { periodStart } from './zoned-time';

const DAYS = 30;
const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export async function readActivity(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<SaferActivityData> {
  const { timeZone } = await readSettings(db, userId);
  const starts = LOSS_KINDS.map((k) => periodStart(PERIOD_OF[k], now, timeZone));
  const nets = await settledNetSince(db, userId, starts);
  const net = (kind: LossKind): number => nets[LOSS_KINDS.indexOf(kind)] ?? 0;
  const risk = await openRisk(db, userId);
  const limits = await readLimitsInForce(db, userId, now);
  const bounds = lastLocalDays(now, DAYS, timeZone);
  const sessions = await db.query<{ start: Date; end: Date }>(
    `SELECT created_at AS start, LEAST(COALESCE(revoked_at, expires_at), expires_at, $3) AS end
       FROM sessions WHERE user_id = $1 AND created_at < $3
        AND COALESCE(revoked_at, expires_at) > $2`,
    [userId, bounds[0], now],
  );
  const history = await readHistory(db, userId);
  return {
    timeZone,
    netResult: {
      today: formatCents(net('daily')),
      week: formatCents(net('weekly')),
      month: formatCents(net('monthly')),
    },
    openRisk: formatCents(risk),
    loggedIn: minutesPerDay(sessions, bounds, timeZone),
    limits: LIMIT_KINDS.flatMap((kind): SaferLimitUse[] => {
      const amount = limits[kind];
      if (amount === null) return [];
      if (kind === 'stake') return [{ kind, amount: formatCents(amount), used: null, left: null }];
      const used = Math.max(0, -net(kind)) + risk;
      return [
        {
          kind,
          amount: formatCents(amount),
          used: formatCents(used),
          left: formatCents(Math.max(0, amount - used)),
        },
      ];
    }),
    history: history.map((h) => ({
      kind: h.kind,
      amount: h.amount === null ? null : formatCents(h.amount),
      askedAt: h.asked_at.toISOString(),
      effectiveAt: h.effective_at.toISOString(),
      cancelledAt: iso(h.cancelled_at),
    })),
  };
}
