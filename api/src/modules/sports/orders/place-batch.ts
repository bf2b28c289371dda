/**
 * The batched matcher: the orders of one match-odds / toss market that arrived while its book was
 * busy, placed together in ONE transaction of the write path (money/write-path.ts
 * writeMoneyBatch): the book's lock, the book loaded and re-quoted once, every player in reach
 * locked in one statement, their funds, open bets and safer-gambling rules read once, the orders
 * planned in arrival order in memory (batch-plan.ts: each refused or matched on its own) and the
 * result stored with set-based statements (batch-store.ts).
 */
import type { SportsPlacedBet } from 'shared-api-types';
import { BatchQueue } from '../../../money/batch-queue';
import { writeMoneyBatch, type BatchReply, type WritePathDeps } from '../../../money/write-path';
import { runnerMarket } from '../bets/market-check';
import { marketKey } from '../market-key';
import { lockBookMarket } from './book-lock';
import { planOrderOf, type BatchOrder } from './batch-order';
import { planBatch, playersInReach } from './batch-plan';
import { orderChecks, readPlayerFunds } from './batch-reads';
import { changeMarket, storeSync, syncedBook, type SyncedBook } from './house-sync';
import { houseIdOf } from './house';
import { playersOf } from './market-book';
import { OrderEvents } from './order-events';
import { storePlan } from './store-plan';

export interface BatchDeps extends WritePathDeps {
  now?: () => Date;
}

const queues = new WeakMap<BatchDeps, BatchQueue<BatchOrder, BatchReply<SportsPlacedBet>>>();

/** Places the order through its market's queue: alone when the book is free, else batched. */
export function submitOrder(
  deps: BatchDeps,
  order: BatchOrder,
): Promise<BatchReply<SportsPlacedBet>> {
  let queue = queues.get(deps);
  if (!queue) {
    queue = new BatchQueue((_key, orders) => placeOrders(deps, orders));
    queues.set(deps, queue);
  }
  const { matchId, marketType, marketId } = order.input;
  return queue.submit(marketKey(matchId, marketType, marketId), order);
}

/** Places a batch of one market's orders (arrival order) in one transaction. */
export async function placeOrders(
  deps: BatchDeps,
  orders: readonly BatchOrder[],
): Promise<BatchReply<SportsPlacedBet>[]> {
  const first = orders[0];
  if (!first) return [];
  const { matchId, marketType, marketId } = first.input;
  const key = marketKey(matchId, marketType, marketId);
  const mk = runnerMarket(first.live.match, marketType);
  if (!mk) throw new Error('a batch of orders on no runner market');
  const house = await houseIdOf(deps.db);
  const cm = changeMarket(first.live.match, mk, marketType, house);
  let synced: SyncedBook | null = null;
  let events = new OrderEvents();
  return writeMoneyBatch(deps, {
    call: '/Player/PlaceBet',
    entries: orders,
    lockMarket: lockBookMarket(key),
    players: async (tx) => {
      events = new OrderEvents();
      synced = await syncedBook(tx, { matchId, marketType, marketId }, mk, house);
      return [
        ...playersOf(synced.change?.fills ?? []),
        ...playersInReach(synced.book, orders.map(planOrderOf)),
      ];
    },
    notify: () => events.parts(),
    write: async ({ tx, market, players, entries }) => {
      if (!synced) throw new Error('a batch wrote without its book');
      const ids = new Map<string, string>();
      await storeSync(tx, cm, synced, ids, events);
      const funds = await readPlayerFunds(tx, key, cm, players);
      const check = await orderChecks(
        tx,
        entries,
        market,
        players,
        cm.runnerIds,
        (deps.now ?? (() => new Date()))(),
      );
      const plan = planBatch(
        synced.book,
        cm.runnerIds,
        entries.map((e) => e && planOrderOf(e)),
        funds,
        check,
      );
      return storePlan(tx, cm, key, synced, ids, entries, plan, events);
    },
  });
}
