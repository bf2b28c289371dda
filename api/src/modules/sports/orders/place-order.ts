import { formatPrice, payoff } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import { averagePrice, type Level } from 'shared-maths/order-book';
import type { SportsPlacedBet } from 'shared-api-types';
import type { Queryable } from '../../../db/types';
import { ok, refuse, type OkReply, type RefusedReply } from '../../../http/reply';
import { readBalanceData } from '../../../money/balances';
import {
  exposureCovered,
  insertBet,
  readOpenBets,
  writeExposure,
  type BetRow,
} from '../bets/bet-rows';
import type { BetTarget, Located } from '../bets/live-check';
import type { Fill } from '../book/book-types';
import type { PlaceResult } from '../book/match-order';
import { marketKey } from '../market-key';
import { HOUSE } from './market-book';
import type { OrderEvents } from './order-events';
import {
  insertOrder,
  marketExposure,
  refreshExposure,
  runnerIdsOf,
  type OrderMarket,
  type OrderRow,
  type Persistence,
} from './order-rows';

export interface OrderInput extends BetTarget {
  marketType: OrderMarket;
  side: 'back' | 'lay';
  stake: number;
  persistence: Persistence;
  idempotencyKey: string | null;
}

type Live = Extract<Located, { ok: true }>;

/** The book under its lock and what the order does to it (market-book.ts planOrder). */
export interface Planned {
  rows: readonly OrderRow[];
  plan: PlaceResult;
}

/** The taker's matched parts: consecutive fills at one price are one bet. */
function takerParts(fills: readonly Fill[]): Level[] {
  const parts: Level[] = [];
  for (const f of fills) {
    const last = parts[parts.length - 1];
    if (last && last.price === f.price) last.size += f.size;
    else parts.push({ price: f.price, size: f.size });
  }
  return parts;
}

/** A matched bet of `userId` on the order's runner at `price`. */
function matchedBet(
  userId: number,
  o: Pick<OrderRow, 'match_id' | 'event_id' | 'market_id' | 'market_type' | 'selection_id'> & {
    selection_name: string;
  },
  side: 'back' | 'lay',
  price: number,
  stake: number,
  asked: number,
  idempotencyKey: string | null,
) {
  const { win, loss } = payoff({ kind: o.market_type, side, price, stake });
  return {
    userId,
    matchId: o.match_id,
    eventId: o.event_id,
    marketId: o.market_id,
    marketType: o.market_type,
    selectionId: o.selection_id,
    selectionName: o.selection_name,
    side,
    price,
    line: null,
    stake,
    win,
    loss,
    idempotencyKey,
    askedPrice: asked,
    askedLine: null,
  };
}

/**
 * The resting orders a plan matched, in the same transaction: each maker's matched part becomes
 * their bet at their own price, their order's matched/remaining move on and their market's
 * exposure is recomputed (it can only fall: the reservation covered the bet). The caller holds
 * the book's lock and every maker's row lock.
 */
async function writeMakers(
  tx: Queryable,
  rows: readonly OrderRow[],
  plan: PlaceResult,
  events: OrderEvents,
): Promise<void> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const touched = new Map<string, OrderRow>();
  for (const f of plan.fills) {
    if (f.makerOwner === HOUSE) continue;
    const maker = byId.get(f.makerId);
    if (!maker) throw new Error(`fill of unknown order ${f.makerId}`);
    const makerSide = f.takerSide === 'back' ? 'lay' : 'back';
    await insertBet(
      tx,
      matchedBet(maker.user_id, maker, makerSide, f.price, f.size, maker.price, null),
    );
    const prev = touched.get(maker.id) ?? maker;
    const next = { ...prev, matched: prev.matched + f.size, remaining: prev.remaining - f.size };
    touched.set(maker.id, next);
    events.add('matched', next, { size: f.size, price: f.price });
  }
  for (const o of touched.values()) {
    const updated = await tx.query(
      `UPDATE sports_orders SET matched = $2, remaining = $3,
              state = CASE WHEN $3::bigint = 0 THEN 'matched' ELSE 'waiting' END
        WHERE id = $1 AND state = 'waiting' RETURNING id`,
      [o.id, o.matched, o.remaining],
    );
    if (updated.length !== 1) throw new Error(`order ${o.id} left the book under its lock`);
  }
  const markets = new Set<number>();
  for (const o of touched.values()) {
    if (markets.has(o.user_id)) continue;
    markets.add(o.user_id);
    const ref = {
      userId: o.user_id,
      matchId: o.match_id,
      marketType: o.market_type,
      marketId: o.market_id,
    };
    await refreshExposure(tx, ref, runnerIdsOf(o));
  }
}

/**
 * A match-odds / toss order in the write path's transaction, under the book's lock: it takes
 * what it crosses (players' waiting orders and the house's levels) in price-time priority, each
 * at the resting price (one matched bet per price, never worse than asked), and the rest waits at
 * the asked price. The market's new worst case (matched bets, and every waiting order's
 * reservation) must be covered by the available balance, or nothing is written.
 */
export async function writeOrder(
  tx: Queryable,
  userId: number,
  input: OrderInput,
  live: Live,
  { rows, plan }: Planned,
  events: OrderEvents,
): Promise<OkReply<SportsPlacedBet> | RefusedReply> {
  const runnerIds = live.runnerIds ?? [];
  const target = {
    match_id: input.matchId,
    event_id: input.eventId,
    market_id: input.marketId,
    market_type: input.marketType,
    selection_id: input.selectionId,
    selection_name: live.selectionName,
  };
  const open = await readOpenBets(tx, userId, input.matchId, input.marketType, input.marketId);
  const own = rows.filter((r) => r.user_id === userId);
  const parts = takerParts(plan.fills);
  const bets = parts.map((p, i) =>
    matchedBet(
      userId,
      target,
      input.side,
      p.price,
      p.size,
      input.price,
      i === 0 ? input.idempotencyKey : null,
    ),
  );
  const waitingSize = plan.order.remaining;
  const order: OrderRow | null =
    waitingSize > 0
      ? {
          ...target,
          id: '',
          user_id: userId,
          runner_ids: runnerIds.join(','),
          side: input.side,
          price: input.price,
          size: waitingSize,
          matched: 0,
          remaining: waitingSize,
          cancelled: 0,
          persistence: input.persistence,
          state: 'waiting',
          created_at: '',
        }
      : null;
  const newRows: BetRow[] = bets.map((b) => ({
    selection_id: b.selectionId,
    side: b.side,
    line: null,
    win_amount: b.win,
    loss_amount: b.loss,
  }));
  const before = marketExposure(runnerIds, open, own);
  const after = marketExposure(runnerIds, [...open, ...newRows], order ? [...own, order] : own);
  if (!(await exposureCovered(tx, userId, before, after))) return refuse('Insufficient balance');
  const ids: string[] = [];
  for (const b of bets) ids.push(await insertBet(tx, b));
  await writeMakers(tx, rows, plan, events);
  const orderId = order ? await insertOrder(tx, order) : null;
  if (order && orderId) events.add('placed', { ...order, id: orderId });
  await writeExposure(
    tx,
    userId,
    marketKey(input.matchId, input.marketType, input.marketId),
    after,
  );
  const matched = parts.reduce((sum, p) => sum + p.size, 0);
  const price = formatPrice(input.marketType, averagePrice(parts) || input.price);
  const message =
    waitingSize === 0
      ? 'Bet placed'
      : matched === 0
        ? `Bet placed: ${formatCents(waitingSize)} waiting at ${price}`
        : `Bet placed: ${formatCents(matched)} matched at ${price} · ${formatCents(waitingSize)} waiting at ${formatPrice(input.marketType, input.price)}`;
  return ok<SportsPlacedBet>(
    {
      betId: ids[0] ?? orderId ?? '',
      balance: await readBalanceData(tx, userId),
      matchedPrice: price,
      matchedLine: null,
      matched: formatCents(matched),
      waiting: formatCents(waitingSize),
      orderId,
    },
    message,
  );
}
