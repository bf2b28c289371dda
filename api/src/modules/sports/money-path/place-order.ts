import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import { averagePrice, type Level } from 'shared-maths/order-book';
import type { SportsPlacedBet } from 'shared-api-types';
import type { Queryable } from '../../../db/types';
import {
  coded,
  uncoveredRefusal,
  ok,
  refuse,
  type OkReply,
  type RefusedReply,
} from '../../../http/reply';
import { balanceData, readFunds } from '../../../money/balances';
import { insertBet, readOpenBets, writeExposure, type BetRow } from './bet-rows';
import type { Located } from '../fixed-odds/market-check';
import { rowOf } from './market-write';
import type { Fill } from '../exchange/book/book-types';
import type { PlaceResult } from '../exchange/book/match-order';
import { marketKey } from '../market-key';
import { applyChange, rowsById, type ChangeMarket } from './apply-change';
import { storeSync, type SyncedBook } from '../exchange/house-sync';
import { INCOMING_ID } from '../exchange/market-book';
import type { OrderEvents } from '../exchange/order-events';
import { takerBets, tellTaker } from './taker-order';
import {
  insertOrder,
  marketExposure,
  readWaiting,
  type OrderRow,
  type OrderInput,
} from './order-rows';

type Live = Extract<Located, { ok: true }>;

/** The book under its lock, re-quoted, and what the order does to it (market-book.ts planOrder). */
export interface Planned {
  synced: SyncedBook;
  plan: PlaceResult;
  market: ChangeMarket;
  /** The player's open bets of the market, read under their lock (kept unless the re-quote fills them). */
  open?: readonly BetRow[];
}

/** The taker's matched parts, one per fill (each its own bet: a pair's money stays exact). */
const takerParts = (fills: readonly Fill[]): Level[] =>
  fills.map((f) => ({ price: f.price, size: f.size }));

/**
 * A match-odds / toss order in the write path's transaction, under the book's lock: the house's
 * re-quote (if the engine's quote moved) is stored first, then the order takes what it crosses
 * (players' waiting orders and the house's) in price-time priority, each at the resting price
 * (never worse than asked), and the rest waits at the asked price. The market's new worst case
 * (matched bets, and every waiting order's reservation) must be covered by the available
 * balance, or nothing of the order is written. `replaced`: the player's waiting order the plan
 * cancels (UpdateBet's new price: exchange/book/amend-order.ts replaceOrder), whose reservation the new
 * order takes over. `ids` gets the stored ids of the house's new orders.
 */
export async function writeOrder(
  tx: Queryable,
  userId: number,
  input: OrderInput,
  live: Live,
  { synced, plan, market, open: openRead }: Planned,
  events: OrderEvents,
  replaced: OrderRow | null = null,
  ids: Map<string, string> = new Map(),
): Promise<OkReply<SportsPlacedBet> | RefusedReply> {
  await storeSync(tx, market, synced, ids, events);
  if (replaced) events.add('cancelled', { ...replaced, remaining: 0 });
  const runnerIds = live.runnerIds ?? [];
  const ref = {
    userId,
    matchId: input.matchId,
    marketType: input.marketType,
    marketId: input.marketId,
  };
  const refilled = synced.change?.fills.some((f) =>
    [f.makerOwner, f.takerOwner].includes(String(userId)),
  );
  const open =
    openRead && !refilled
      ? openRead
      : await readOpenBets(tx, userId, input.matchId, input.marketType, input.marketId);
  const own = (await readWaiting(tx, ref)).filter((o) => o.id !== replaced?.id);
  const parts = takerParts(plan.fills);
  const taker = { userId, input, selectionName: live.selectionName };
  const bets = takerBets(taker, parts);
  const waitingSize = plan.order.remaining;
  const order: OrderRow | null =
    waitingSize > 0
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
          size: waitingSize,
          matched: 0,
          remaining: waitingSize,
          cancelled: 0,
          persistence: input.persistence,
          state: 'waiting',
          created_at: '',
        }
      : null;
  const before = marketExposure(runnerIds, open, own);
  const after = marketExposure(
    runnerIds,
    [...open, ...bets.map(rowOf)],
    order ? [...own, order] : own,
  );
  const key = marketKey(input.matchId, input.marketType, input.marketId);
  const funds = await readFunds(tx, userId, key);
  // the player's exposure with this market's at `before` (the replaced order's released)
  const exposure = funds.exposure - funds.market + before;
  // A refusal keeps the house's re-quote (it stands on its own) and writes nothing of the order.
  const refusal = uncoveredRefusal(after - before, funds.balance - exposure);
  if (refusal) return refuse(refusal);
  await applyChange(tx, market, rowsById(synced.rows), ids, plan, events, INCOMING_ID);
  const betIds: string[] = [];
  for (const b of bets) betIds.push(await insertBet(tx, b));
  const orderId = order ? await insertOrder(tx, order) : null;
  tellTaker(
    events,
    taker,
    parts,
    order && orderId ? { ...order, id: orderId } : null,
    betIds[0] ?? null,
  );
  await writeExposure(tx, userId, key, after);
  return placedReply(
    input,
    parts,
    waitingSize,
    betIds[0] ?? orderId ?? '',
    orderId,
    // the market's stored exposure is now `after`; the balance does not move on a bet
    balanceData(funds.balance, funds.exposure - funds.market + after),
  );
}

/** PlaceBet's reply to an order: what matched (its parts), what waits, the balance after. */
export function placedReply(
  input: Pick<OrderInput, 'marketType' | 'price'>,
  parts: readonly Level[],
  waitingSize: number,
  betId: string,
  orderId: string | null,
  balance: SportsPlacedBet['balance'],
): OkReply<SportsPlacedBet> {
  const matched = parts.reduce((sum, p) => sum + p.size, 0);
  const price = formatPrice(input.marketType, averagePrice(parts) || input.price);
  const message =
    waitingSize === 0
      ? 'Bet placed'
      : matched === 0
        ? `Bet placed: ${formatCents(waitingSize)} waiting at ${price}`
        : `Bet placed: ${formatCents(matched)} matched at ${price} · ${formatCents(waitingSize)} waiting at ${formatPrice(input.marketType, input.price)}`;
  // the figures are the reply's data (matched, waiting, matchedPrice)
  return ok<SportsPlacedBet>(
    {
      betId,
      balance,
      matchedPrice: price,
      matchedLine: null,
      matched: formatCents(matched),
      waiting: formatCents(waitingSize),
      orderId,
    },
    coded(message, 'BET_PLACED'),
  );
}
