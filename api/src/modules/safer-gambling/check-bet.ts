/**
 * The one safer-gambling check of a bet or order. Call it inside the bet's transaction, after the
 * player's users row is locked FOR UPDATE: every bet of the player then reads the limits, the
 * settled results, the time logged in today and the exposures one after another, so bets sent at once cannot pass a limit
 * together. A batch of orders (sports/money-path/place-batch.ts) reads its players' rules once under
 * their locks and checks its orders one after another with betRefusal, each against its player's
 * open risk as the batch's earlier orders left it.
 */
import type { BreakProduct } from 'shared-api-types';
import type { Queryable } from '../../db/types';
import { coded, refuse, type Coded } from '../../http/reply';
import type { Locked, WriteStep } from '../../money/write-path';
import { ACCOUNT_BREAK, breakEndsSentence, type BreakKind } from './break-rules';
import {
  limitRefusal,
  LOSS_KINDS,
  PERIOD_OF,
  type BetRisk,
  type LimitKind,
  type LossKind,
} from './limit-rules';
import { inForceAt, LATEST_FIRST, noLimits, type LimitsInForce } from './limits-store';
import { openRisk, settledNetSince } from './net-result';
import { PRODUCT_BREAK_BET } from './product-break-rules';
import { realityCheckDueAt, REALITY_CHECK_WAITING } from './reality-check';
import { DEFAULT_REALITY_CHECK_MINUTES, type ActiveBreak } from './settings-store';
import { readTimeUse, TIME_LIMIT_BET } from './time-limit';
import { DEFAULT_TIME_ZONE, periodStart } from './zoned-time';

export interface Bettor {
  userId: number;
  /** The session placing the bet (its session reminder must not be waiting). */
  sessionId: string;
}

/** What a player's own rules say about betting now, read for one session. */
export interface BetRules {
  timeZone: string;
  away: ActiveBreak | null;
  reminderDue: boolean;
  limits: LimitsInForce;
  /** The daily time limit is used up (its sessions are ending). */
  timeUp: boolean;
  /** The products the player is taking a break from. */
  productBreaks: BreakProduct[];
}

/** A bet's risk and the product it is a bet of. */
export interface ProductBet extends BetRisk {
  product: BreakProduct;
}

const bettorKey = (b: Bettor): string => `${b.userId}:${b.sessionId}`;

/**
 * The rules of several bettors at `now` in one statement: settings, the break in force, the
 * session reminder and the limits in force (readSettings, readActiveBreak, readRealityCheck and
 * readLimitsInForce, joined). By `userId:sessionId`.
 */
export async function readBetRules(
  tx: Queryable,
  bettors: readonly Bettor[],
  now: Date,
): Promise<Map<string, BetRules>> {
  const rows = await tx.query<{
    user_id: number;
    session_id: string;
    time_zone: string | null;
    reality_check_minutes: number | null;
    break_kind: BreakKind | null;
    break_ends: Date | null;
    login_at: Date | null;
    answered_at: Date | null;
    limits: { kind: LimitKind; amount: number | null }[] | null;
    product_breaks: ('SportsBreak' | 'CasinoBreak')[] | null;
  }>(
    `SELECT b.user_id, b.session_id, s.time_zone, s.reality_check_minutes,
            k.kind AS break_kind, k.ends_at AS break_ends, se.created_at AS login_at, r.answered_at,
            (SELECT json_agg(json_build_object('kind', l.kind, 'amount', l.amount))
               FROM (SELECT DISTINCT ON (c.kind) c.kind, c.amount FROM safer_limit_changes c
                      WHERE c.user_id = b.user_id AND ${inForceAt('$3')}
                      ORDER BY ${LATEST_FIRST}) l) AS limits,
            (SELECT json_agg(DISTINCT p.kind) FROM safer_breaks p
              WHERE p.user_id = b.user_id AND p.ends_at > $3
                AND p.kind IN ('SportsBreak', 'CasinoBreak')) AS product_breaks
       FROM unnest($1::int[], $2::text[]) AS b(user_id, session_id)
       LEFT JOIN safer_settings s ON s.user_id = b.user_id
       LEFT JOIN LATERAL (SELECT kind, ends_at FROM safer_breaks
                           WHERE user_id = b.user_id AND ends_at > $3 AND ${ACCOUNT_BREAK}
                           ORDER BY ends_at DESC LIMIT 1) k ON true
       LEFT JOIN sessions se ON se.session_id = b.session_id AND se.user_id = b.user_id
       LEFT JOIN safer_reality_checks r ON r.session_id = b.session_id`,
    [bettors.map((b) => b.userId), bettors.map((b) => b.sessionId), now],
  );
  const out = new Map<string, BetRules>();
  for (const row of rows) {
    if (!row.login_at) throw new Error(`Session of user ${row.user_id} not found`);
    const minutes = row.reality_check_minutes ?? DEFAULT_REALITY_CHECK_MINUTES;
    const dueAt = realityCheckDueAt(new Date(row.login_at), row.answered_at, minutes);
    const limits = noLimits();
    for (const l of row.limits ?? []) limits[l.kind] = l.amount === null ? null : Number(l.amount);
    const timeZone = row.time_zone ?? DEFAULT_TIME_ZONE;
    const time = await readTimeUse(tx, row.user_id, limits.time, now, timeZone);
    out.set(bettorKey({ userId: row.user_id, sessionId: row.session_id }), {
      timeZone,
      timeUp: time?.reached ?? false,
      away:
        row.break_kind && row.break_ends
          ? { kind: row.break_kind, endsAt: new Date(row.break_ends) }
          : null,
      reminderDue: dueAt !== null && now >= dueAt,
      limits,
      productBreaks: (row.product_breaks ?? []).map((k) =>
        k === 'SportsBreak' ? 'Sports' : 'Casino',
      ),
    });
  }
  return out;
}

/** The rules of one bettor from readBetRules' map. */
export function rulesOf(rules: ReadonlyMap<string, BetRules>, who: Bettor): BetRules {
  const found = rules.get(bettorKey(who));
  if (!found) throw new Error(`Session of user ${who.userId} not found`);
  return found;
}

/** The loss limits a bet of this risk is checked against, and the starts of their periods. */
export function lossChecks(
  rules: BetRules,
  bet: BetRisk,
  now: Date,
): { kinds: LossKind[]; starts: Date[] } {
  const kinds = LOSS_KINDS.filter((k) => rules.limits[k] !== null);
  if (rules.away || rules.timeUp || rules.reminderDue || bet.worstCaseCents <= 0)
    return { kinds: [], starts: [] };
  return { kinds, starts: kinds.map((k) => periodStart(PERIOD_OF[k], now, rules.timeZone)) };
}

/**
 * The sentence refusing the bet, or null: `nets` the settled results since lossChecks' starts,
 * `risk` the player's open risk (the sum of their exposures) before the bet.
 */
export function betRefusal(
  rules: BetRules,
  bet: ProductBet,
  now: Date,
  nets: readonly number[],
  risk: number,
): Coded | null {
  if (rules.away)
    return coded(
      breakEndsSentence(rules.away.kind, rules.away.endsAt, rules.timeZone),
      'SAFER_ON_BREAK',
      { break: rules.away.kind, until: rules.away.endsAt.toISOString() },
    );
  if (rules.productBreaks.includes(bet.product)) return PRODUCT_BREAK_BET[bet.product];
  if (rules.timeUp) return coded(TIME_LIMIT_BET, 'SAFER_TIME_LIMIT_BET');
  if (rules.reminderDue) return coded(REALITY_CHECK_WAITING, 'SAFER_REMINDER_WAITING');
  const { kinds } = lossChecks(rules, bet, now);
  if (kinds.length === 0) return limitRefusal(bet, rules.limits.stake, [], 0);
  const losses = kinds.map((kind, i) => ({
    kind,
    limit: rules.limits[kind] ?? 0,
    settledNet: nets[i] ?? 0,
  }));
  return limitRefusal(bet, rules.limits.stake, losses, risk);
}

/** The sentence refusing the bet, or null when the player's own rules allow it. */
export async function checkBetAllowed(
  tx: Queryable,
  who: Bettor,
  bet: ProductBet,
  now: Date,
): Promise<Coded | null> {
  const rules = rulesOf(await readBetRules(tx, [who], now), who);
  const { starts } = lossChecks(rules, bet, now);
  if (starts.length === 0) return betRefusal(rules, bet, now, [], 0);
  const nets = await settledNetSince(tx, who.userId, starts);
  return betRefusal(rules, bet, now, nets, await openRisk(tx, who.userId));
}

/**
 * checkBetAllowed as a step of the write path (money/write-path.ts), which runs it after the
 * market and the player are locked. `risk` says what the bet stakes and adds to the worst case.
 */
export function saferGamblingStep<M>(
  bettor: Bettor,
  risk: (locked: Locked<M>) => ProductBet | Promise<ProductBet>,
  now: () => Date = () => new Date(),
): WriteStep<M> {
  return async (locked) => {
    const refusal = await checkBetAllowed(locked.tx, bettor, await risk(locked), now());
    return refusal ? refuse(refusal) : null;
  };
}
