/** A match-odds / toss PlaceBet as a batch holds it, and what the plan and the store take of it. */
import type { Bettor } from '../../safer-gambling/check-bet';
import type { BatchEntry } from '../../../money/write-path';
import type { NewBet } from './bet-rows';
import type { Located } from '../fixed-odds/market-check';
import type { PlanOrder } from './batch-plan';
import type { OrderInput } from './order-rows';
import type { TakerOrder } from './taker-order';

type Live = Extract<Located, { ok: true }>;

/** One PlaceBet of a match-odds / toss market, past its checks and in-play delay. */
export interface BatchOrder extends BatchEntry {
  bettor: Bettor;
  input: OrderInput;
  live: Live;
}

export const planOrderOf = (o: BatchOrder): PlanOrder => ({
  userId: o.userId,
  marketType: o.input.marketType,
  selectionId: o.input.selectionId,
  side: o.input.side,
  price: o.input.price,
  size: o.input.stake,
  persistence: o.input.persistence,
});

/** The taker's bet of one of its fills (the key on its first). */
export function newBetOf(o: BatchOrder, key: string | null): NewBet {
  return {
    userId: o.userId,
    matchId: o.input.matchId,
    eventId: o.input.eventId,
    marketId: o.input.marketId,
    marketType: o.input.marketType,
    selectionId: o.input.selectionId,
    selectionName: o.live.selectionName,
    side: o.input.side,
    price: o.input.price,
    line: null,
    stake: o.input.stake,
    win: 0,
    loss: 0,
    idempotencyKey: key,
    askedPrice: o.input.price,
    askedLine: null,
  };
}

export const takerOf = (o: BatchOrder): TakerOrder => ({
  userId: o.userId,
  input: o.input,
  selectionName: o.live.selectionName,
});
