/**
 * A new order's own side, the same alone (place-order.ts) and in a batch (store-plan.ts): its
 * matched bets, one per fill at the fill's price (its Idempotency-Key on the first), and what its
 * player is told once it is stored.
 */
import { fillPayoff, type Level } from 'shared-maths/order-book';
import type { NewBet } from './bet-rows';
import type { OrderEvents } from '../exchange/order-events';
import type { OrderInput, OrderRow } from './order-rows';

/** Who places the order and its runner's name (the bets carry it). */
export interface TakerOrder {
  userId: number;
  input: OrderInput;
  selectionName: string;
}

/**
 * The taker's matched bets of its parts (one part a fill: its side of the pair, so the pair's
 * money stays equal and opposite).
 */
export function takerBets(t: TakerOrder, parts: readonly Level[]): NewBet[] {
  const { input } = t;
  return parts.map((p, i) => {
    const { win, loss } = fillPayoff(input.side, p.price, p.size);
    return {
      userId: t.userId,
      matchId: input.matchId,
      eventId: input.eventId,
      marketId: input.marketId,
      marketType: input.marketType,
      selectionId: input.selectionId,
      selectionName: t.selectionName,
      side: input.side,
      price: p.price,
      line: null,
      stake: p.size,
      win,
      loss,
      idempotencyKey: i === 0 ? input.idempotencyKey : null,
      askedPrice: input.price,
      askedLine: null,
    };
  });
}

/**
 * The taker's event: 'placed' with its waiting row when a part of it waits, else 'matched' whole
 * under its first matched bet's id (nothing when neither: a refusal wrote nothing).
 */
export function tellTaker(
  events: OrderEvents,
  t: TakerOrder,
  parts: readonly Level[],
  waiting: OrderRow | null,
  firstBetId: string | null,
): void {
  if (waiting) events.add('placed', waiting);
  else if (firstBetId)
    events.matchedWhole(
      {
        id: firstBetId,
        user_id: t.userId,
        match_id: t.input.matchId,
        market_type: t.input.marketType,
        market_id: t.input.marketId,
        selection_id: t.input.selectionId,
        side: t.input.side,
        price: t.input.price,
      },
      parts,
    );
}
