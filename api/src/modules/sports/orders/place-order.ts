import { formatPrice, payoff } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import { averagePrice, previewMatch } from 'shared-maths/order-book';
import type { SportsPlacedBet } from 'shared-api-types';
import type { Queryable } from '../../../db/types';
import { ok, refuse, type OkReply, type RefusedReply } from '../../../http/reply';
import { readBalanceData } from '../../../money/balances';
import { exposureCovered, insertBet, readOpenBets, type BetRow } from '../bets/bet-rows';
import type { BetTarget, Located } from '../bets/live-check';
import { marketKey } from '../market-key';
import { writeExposure } from '../bets/bet-rows';
import {
  insertOrder,
  marketExposure,
  readWaiting,
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

/**
 * A match-odds / toss order in the write path's transaction: it takes the house's levels it
 * crosses at their prices (one matched bet per level, never worse than asked) and the rest waits
 * at the asked price as an order. The market's new worst case (matched bets, and every waiting
 * order's reservation) must be covered by the available balance, or nothing is written.
 */
export async function writeOrder(
  tx: Queryable,
  userId: number,
  input: OrderInput,
  live: Live,
): Promise<OkReply<SportsPlacedBet> | RefusedReply> {
  const ref = {
    userId,
    matchId: input.matchId,
    marketType: input.marketType,
    marketId: input.marketId,
  };
  const runnerIds = live.runnerIds ?? [];
  const open = await readOpenBets(tx, userId, input.matchId, input.marketType, input.marketId);
  const waiting = await readWaiting(tx, ref);
  const preview = previewMatch(live.levels, input.side, input.price, input.stake);
  const bets = preview.matched.map((part) => ({
    price: part.price,
    stake: part.size,
    ...payoff({ kind: input.marketType, side: input.side, price: part.price, stake: part.size }),
  }));
  const rows: BetRow[] = bets.map((b) => ({
    selection_id: input.selectionId,
    side: input.side,
    line: null,
    win_amount: b.win,
    loss_amount: b.loss,
  }));
  const order: OrderRow | null =
    preview.waiting > 0
      ? {
          id: '',
          user_id: userId,
          match_id: input.matchId,
          event_id: input.eventId,
          market_id: input.marketId,
          market_type: input.marketType,
          selection_id: input.selectionId,
          selection_name: live.selectionName,
          runner_ids: runnerIds.join(','),
          side: input.side,
          price: input.price,
          size: preview.waiting,
          matched: 0,
          remaining: preview.waiting,
          cancelled: 0,
          persistence: input.persistence,
          state: 'waiting',
          created_at: '',
        }
      : null;
  const before = marketExposure(runnerIds, open, waiting);
  const after = marketExposure(
    runnerIds,
    [...open, ...rows],
    order ? [...waiting, order] : waiting,
  );
  if (!(await exposureCovered(tx, userId, before, after))) return refuse('Insufficient balance');
  const ids: string[] = [];
  for (const [i, b] of bets.entries()) {
    ids.push(
      await insertBet(tx, {
        userId,
        matchId: input.matchId,
        eventId: input.eventId,
        marketId: input.marketId,
        marketType: input.marketType,
        selectionId: input.selectionId,
        selectionName: live.selectionName,
        side: input.side,
        price: b.price,
        line: null,
        stake: b.stake,
        win: b.win,
        loss: b.loss,
        idempotencyKey: i === 0 ? input.idempotencyKey : null,
        askedPrice: input.price,
        askedLine: null,
      }),
    );
  }
  const orderId = order ? await insertOrder(tx, order) : null;
  await writeExposure(
    tx,
    userId,
    marketKey(input.matchId, input.marketType, input.marketId),
    after,
  );
  const matched = bets.reduce((sum, b) => sum + b.stake, 0);
  const price = formatPrice(input.marketType, averagePrice(preview.matched) || input.price);
  const message =
    preview.waiting === 0
      ? 'Bet placed'
      : matched === 0
        ? `Bet placed: ${formatCents(preview.waiting)} waiting at ${price}`
        : `Bet placed: ${formatCents(matched)} matched at ${price} · ${formatCents(preview.waiting)} waiting at ${formatPrice(input.marketType, input.price)}`;
  return ok<SportsPlacedBet>(
    {
      betId: ids[0] ?? orderId ?? '',
      balance: await readBalanceData(tx, userId),
      matchedPrice: price,
      matchedLine: null,
      matched: formatCents(matched),
      waiting: formatCents(preview.waiting),
      orderId,
    },
    message,
  );
}
