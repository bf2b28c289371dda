import type { UpdatedBet } from 'shared-api-types';
import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import {
  coded,
  BET_UNKNOWN,
  NOT_UNMATCHED,
  ok,
  refuse,
  type OkReply,
  type RefusedReply,
} from '../../../http/reply';
import { readBalanceData } from '../../../money/balances';
import { writeMoney } from '../../../money/write-path';
import { checkMarket, runnerMarket, type Located } from '../fixed-odds/market-check';
import { marketOpen } from './market-write';
import { BadBetInput, type PlaceBetDeps } from '../fixed-odds/place-bet';
import { reduceOrder, replaceOrder } from '../exchange/book/amend-order';
import { findWaiting } from '../exchange/book/book-types';
import { marketKey } from '../market-key';
import { lockBookMarket } from '../exchange/book-lock';
import { storeAmended } from '../exchange/amend-store';
import { onBooks } from '../exchange/book-write';
import { houseIdOf } from '../exchange/house';
import { changeMarket, syncBook, syncTouched } from '../exchange/house-sync';
import { bookOf, INCOMING_ID, playersOf, type StoredBookRead } from '../exchange/market-book';
import { OrderEvents } from '../exchange/order-events';
import { ORDER_COLUMNS, type MarketRef, type OrderRow } from './order-rows';
import { writeOrder, type Planned } from './place-order';
import { orderRulesStep } from './order-rules-step';
import type { Bettor } from '../../safer-gambling/check-bet';

export type UpdateReply = OkReply<UpdatedBet> | RefusedReply;

/** UpdateBet: `price` odds x100 (a new price), `stake` cents (the new unmatched stake). */
export interface UpdateInput {
  orderId: string;
  price: number | null;
  stake: number | null;
}

const larger = (remaining: number) =>
  refuse(
    `A larger stake is a new bet: the stake must be below ${formatCents(remaining)}`,
    'STAKE_NOT_SMALLER',
    { max: formatCents(remaining) },
  );

/**
 * Changes a waiting order through the write path under its book's lock, on the book (in the
 * owner's memory when it is the stored one; book-write.ts) with the pure book
 * (exchange/book/amend-order.ts). A smaller stake cancels the difference and keeps the order's queue
 * place (reduceOrder). A new price cancels the remainder (or the smaller stake's part of it)
 * and places it again as a new order at that price, behind everyone there (replaceOrder): it
 * matches what it crosses at once (live check and in-play delay as PlaceBet) and the rest
 * waits. A new price is a new order: PlaceBet's own rules check it (order-rules-step.ts). A
 * refusal writes nothing of the change (the house's re-quote stands, as on PlaceBet).
 */
export async function updateOrder(
  deps: PlaceBetDeps,
  bettor: Bettor,
  input: UpdateInput,
  idempotencyKey: string | null,
): Promise<UpdateReply> {
  const { userId } = bettor;
  const found = (
    await deps.db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM sports_orders WHERE id = $1 AND user_id = $2`,
      [input.orderId, userId],
    )
  )[0];
  if (!found) return refuse(BET_UNKNOWN);
  if (found.state !== 'waiting') return refuse(NOT_UNMATCHED);
  const ref: MarketRef = {
    userId,
    matchId: found.match_id,
    marketType: found.market_type,
    marketId: found.market_id,
  };
  const newPrice = input.price !== null && input.price !== found.price ? input.price : null;
  if (newPrice === null && input.stake === null)
    return refuse('Nothing to change', 'NOTHING_TO_CHANGE');
  /** The order's market and runner, as PlaceBet names them. */
  const target = {
    matchId: found.match_id,
    eventId: found.event_id,
    marketId: found.market_id,
    marketType: found.market_type,
    selectionId: found.selection_id,
    side: found.side,
    line: null,
  };
  let live: Extract<Located, { ok: true }> | null = null;
  const locate = (): RefusedReply | null => {
    const at = checkMarket(deps.matches(), { ...target, price: newPrice ?? found.price });
    if (at.ok) {
      live = at;
      return null;
    }
    if (at.badInput) throw new BadBetInput(at);
    return refuse(at);
  };
  const key = marketKey(ref.matchId, ref.marketType, ref.marketId);
  let events = new OrderEvents();
  let planned: (Planned & { replaced: OrderRow }) | null = null;
  /** The book as read under its lock in this attempt. */
  let read: StoredBookRead = { rows: [], quote: null };
  const price = (p: number) => formatPrice(found.market_type, p);

  return onBooks(deps, (bw) =>
    writeMoney(deps, {
      call: '/Player/UpdateBet',
      userId,
      idempotencyKey,
      request: input,
      check:
        newPrice === null
          ? undefined
          : () => {
              const refused = locate();
              if (refused) return Promise.resolve(refused);
              const inPlay = live?.match.state === 'inplay';
              return Promise.resolve({ delayMs: inPlay ? deps.betDelayMs() : 0 });
            },
      recheck: newPrice === null ? undefined : () => Promise.resolve(locate()),
      lockMarket: bw.locking(lockBookMarket(key)),
      others: async (tx) => {
        events = new OrderEvents();
        planned = null;
        [read = { rows: [], quote: null }] = await bw.read(tx, [{ ...ref, key }]);
        if (newPrice === null || !live) return [];
        const mk = runnerMarket(live.match, found.market_type);
        if (!mk) return [];
        const house = await houseIdOf(deps.db);
        const synced = syncBook(read, mk, house);
        const now = findWaiting(synced.book, found.id);
        if (!now || (input.stake !== null && input.stake >= now.remaining)) return [];
        // a smaller stake too: the order is first reduced to it, then re-priced whole
        const reduced =
          input.stake === null
            ? synced.book
            : reduceOrder(synced.book, found.id, now.remaining - input.stake).book;
        const plan = replaceOrder(reduced, found.id, INCOMING_ID, newPrice);
        const row = read.rows.find((r) => r.id === found.id) ?? found;
        planned = {
          synced,
          plan,
          market: changeMarket(live.match, mk, found.market_type, house),
          replaced: { ...row, matched: plan.replaced.matched },
        };
        return playersOf([...(synced.change?.fills ?? []), ...plan.fills]);
      },
      steps:
        newPrice === null
          ? [marketOpen]
          : [
              orderRulesStep(() => {
                if (!planned || !live) return null;
                const stake = (planned as Planned).plan.order.size;
                const persistence = found.persistence;
                const order = { ...target, price: newPrice, stake, persistence };
                return {
                  bettor,
                  input: { ...order, idempotencyKey: null },
                  live,
                  replaces: found.id,
                };
              }, deps.now),
              marketOpen,
            ],
      notify: () => events.parts(),
      write: async ({ tx }) => {
        const book = bookOf(read.rows, await houseIdOf(deps.db));
        const now = findWaiting(book, found.id);
        if (newPrice === null) {
          if (!now) return refuse(NOT_UNMATCHED);
          const stake = input.stake ?? now.remaining;
          if (stake >= now.remaining) return larger(now.remaining);
          const change = reduceOrder(book, now.id, now.remaining - stake);
          const { changed } = await storeAmended(tx, ref, read.rows, change.changed);
          for (const o of changed) events.add('updated', o);
          await bw.wrote(tx, [{ key, before: read.rows, touched: [now.id] }]);
          return ok<UpdatedBet>(
            {
              betId: now.id,
              replacedId: null,
              matched: '0.00',
              matchedPrice: price(now.price),
              waiting: formatCents(stake),
              balance: await readBalanceData(tx, userId),
            },
            coded('Bet updated', 'BET_UPDATED'),
          );
        }
        if (!live) throw new Error('UpdateBet wrote a new price without its live check');
        const p: (Planned & { replaced: OrderRow }) | null = planned;
        if (!p) {
          if (!now) return refuse(NOT_UNMATCHED);
          return larger(now.remaining);
        }
        const ids = new Map<string, string>();
        const placed = await writeOrder(
          tx,
          userId,
          {
            ...target,
            price: newPrice,
            stake: p.plan.order.size,
            persistence: found.persistence,
            idempotencyKey: null,
          },
          live,
          p,
          events,
          p.replaced,
          ids,
        );
        // the book as now stored (a refusal keeps the house's re-quote): every order written
        const touched = [
          ...syncTouched(p.synced, ids),
          ...(placed.status === 0 ? p.plan.changed.map((o) => o.id) : []),
          ...(placed.status === 0 && placed.data.orderId ? [placed.data.orderId] : []),
        ];
        await bw.wrote(tx, [{ key, before: read.rows, touched }]);
        if (placed.status !== 0) return placed;
        const d = placed.data;
        return ok<UpdatedBet>(
          {
            betId: d.orderId ?? d.betId,
            replacedId: found.id,
            matched: d.matched,
            matchedPrice: d.matchedPrice,
            waiting: d.waiting,
            balance: d.balance,
          },
          coded(placed.message.replace(/^Bet placed/, 'Bet updated'), 'BET_UPDATED'),
        );
      },
    }),
  );
}
