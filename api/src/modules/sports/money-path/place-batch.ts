/**
 * The batched matcher: the match-odds / toss orders that arrived at a process while its lane was
 * busy (a lane is a queue of orders, a market always in the same one; config ORDER_LANES),
 * placed together in ONE transaction of the write path (money/write-path.ts writeMoneyBatch),
 * whatever their markets: per market the book's lock, the book loaded and re-quoted once, the
 * players' funds and safer-gambling rules read once and the orders planned in arrival order in
 * memory (batch-plan.ts: each refused or matched on its own); once for the batch every market's
 * rows stored in one set-based statement (batch-store.ts), every player in reach locked in one
 * statement, the stored replies read and written, the commit and the players told.
 */
import type { AccountParts, SportsPlacedBet } from 'shared-api-types';
import { BatchQueue, DEFERRED, type Deferred } from '../../../money/batch-queue';
import {
  writeMoneyBatch,
  type BatchGroup,
  type BatchReply,
  type MoneyBatch,
  type WritePathDeps,
} from '../../../money/write-path';
import type { SportsMarketRow } from './market-write';
import type { Queryable } from '../../../db/types';
import type { LockedPlayer } from '../../../money/player-lock';
import { runnerMarket } from '../fixed-odds/market-check';
import { marketKey } from '../market-key';
import { tryLockBookMarkets } from '../exchange/book-lock';
import { planOrderOf, type BatchOrder } from './batch-order';
import { planBatch, playersInReach } from './batch-plan';
import { orderChecks, readBatchFunds, readOrderRules } from './batch-reads';
import {
  changeMarket,
  storeSync as storeSyncOf,
  syncBook,
  syncTouched,
  type SyncedBook,
} from '../exchange/house-sync';
import { houseIdOf } from '../exchange/house';
import { playersOf, readBooksAndQuotes, type StoredBookRead } from '../exchange/market-book';
import { OrderEvents } from '../exchange/order-events';
import { storeBatchRows, type StagedMarket, type RowIds } from './batch-store';
import { stagePlan } from './store-plan';
import {
  bookMemory,
  readWrittenBooks,
  type BookMemory,
  type StagedBook,
  type WrittenBook,
} from '../exchange/book-memory';

export interface BatchDeps extends WritePathDeps {
  now?: () => Date;
  /** The process's order queues (config ORDER_LANES; 1 when not given). */
  orderLanes?: number;
  /** The books of the markets this process owns, in memory (none: every batch reads its books). */
  books?: BookMemory;
}

const queues = new WeakMap<BatchDeps, BatchQueue<BatchOrder, BatchReply<SportsPlacedBet>>>();

/** An order deferred this often (its market busy in another process) waits for its book's lock. */
export const WAIT_AFTER_DEFERRALS = 3;

/** The queue (lane) of a market: always the same one, so a process never runs one market twice at once. */
export const laneOf = (key: string, lanes: number): string => {
  let h = 0;
  for (let i = 0; i < key.length; i += 1) h = (h * 31 + key.charCodeAt(i)) | 0;
  return `lane:${Math.abs(h) % lanes}`;
};

/**
 * Places the order through its lane's queue: alone when the lane is free, else batched with
 * every order that queued in the lane meanwhile, whatever their markets.
 */
export function submitOrder(
  deps: BatchDeps,
  order: BatchOrder,
): Promise<BatchReply<SportsPlacedBet>> {
  let queue = queues.get(deps);
  if (!queue) {
    queue = new BatchQueue((_lane, orders, deferrals) => placeOrders(deps, orders, deferrals));
    queues.set(deps, queue);
  }
  const { matchId, marketType, marketId } = order.input;
  return queue.submit(
    laneOf(marketKey(matchId, marketType, marketId), deps.orderLanes ?? 1),
    order,
  );
}

/**
 * Places a batch of orders (arrival order) in one transaction: one group a market, the markets
 * locked in key order (so two batches never wait on each other in opposite orders), each
 * market's orders in arrival order. Replies in arrival order. With `deferrals` (each order's, from
 * its queue) the batch does not wait for a book another transaction holds (another process's
 * batch): that market's orders are DEFERRED to the next batch, unless one of them was deferred
 * WAIT_AFTER_DEFERRALS times; a batch that got none of its books (or of one market) waits for them.
 */
export async function placeOrders(
  deps: BatchDeps,
  orders: readonly BatchOrder[],
  deferrals?: readonly number[],
): Promise<(BatchReply<SportsPlacedBet> | Deferred)[]> {
  const byMarket = new Map<string, { order: BatchOrder; at: number }[]>();
  orders.forEach((order, at) => {
    const { matchId, marketType, marketId } = order.input;
    const key = marketKey(matchId, marketType, marketId);
    byMarket.set(key, [...(byMarket.get(key) ?? []), { order, at }]);
  });
  const keys = [...byMarket.keys()].sort();
  // (a batch of one market has nothing to place meanwhile: it waits, in one transaction)
  const waits = (key: string) =>
    !deferrals ||
    keys.length === 1 ||
    (byMarket.get(key) ?? []).some(({ at }) => (deferrals[at] ?? 0) >= WAIT_AFTER_DEFERRALS);
  if (keys.length === 0) return [];
  const house = await houseIdOf(deps.db);
  const books = bookMemory(deps.db, deps.books);
  const owned = books ? await Promise.all(keys.map((k) => books.own(k))) : keys.map(() => false);
  // The books the last attempt stored of the markets this process owns (kept after the commit).
  let kept: StagedBook[] = [];
  const now = (deps.now ?? (() => new Date()))();
  // What every group's write needs, made once a transaction (its attempt) by the first write.
  let shared: Promise<Shared> | null = null;
  const prepared = (tx: Queryable, players: ReadonlyMap<number, LockedPlayer>) =>
    (shared ??= (async () => {
      // the re-quotes first: their fills change the players' open bets and exposures
      for (const g of held) await g.storeSync(tx);
      return {
        funds: await readBatchFunds(
          tx,
          players,
          held.map((g) => g.market),
          house,
        ),
        rules: await readOrderRules(
          tx,
          held.flatMap((g) => g.group.entries),
          now,
        ),
      };
    })());
  // What the groups' writes staged in this attempt, stored together (`store` below).
  let staged: { market: StagedMarket; ids: RowIds | null }[] = [];
  // The groups whose books this attempt holds.
  let held: typeof groups = [];
  const groups = keys.map((key, n) =>
    marketGroup(
      key,
      (byMarket.get(key) ?? []).map((o) => o.order),
      house,
      owned[n] === true,
    ),
  );
  const batch = (
    wait: readonly boolean[],
  ): MoneyBatch<SportsMarketRow, BatchOrder, SportsPlacedBet> => ({
    call: '/Player/PlaceBet',
    groups: groups.map((g) => g.group),
    lockMarkets: (tx) => tryLockBookMarkets(tx, keys, wait),
    // every held book in one read, under the locks
    players: async (tx, locked) => {
      shared = null;
      staged = [];
      kept = [];
      for (const g of groups) g.reset();
      held = groups.filter((_, n) => locked[n]);
      const reads = await readBooksAndQuotes(
        tx,
        held.map((g) => g.market),
        held.map((g) => (g.owned && books?.known(g.market.key)) || null),
      );
      return held.flatMap((g, n) => g.sync(reads[n] ?? { rows: [], quote: null }));
    },
    store: async (tx) => {
      const ids = await storeBatchRows(
        tx,
        staged.map((s) => s.market),
      );
      staged.forEach((s, n) => (s.ids = ids[n] ?? null));
      const written = held.flatMap((g) => (g.owned ? g.written() : []));
      kept = await readWrittenBooks(tx, written);
    },
    notify: () => joinParts(groups.map((g) => g.events())),
  });
  let replies: (BatchReply<SportsPlacedBet> | Deferred)[];
  try {
    replies = await writeMoneyBatch(deps, batch(keys.map(waits)));
    // none of its books free: wait for them (key order), so a busy market's orders do not spin
    if (replies.every((r) => r === DEFERRED))
      replies = await writeMoneyBatch(deps, batch(keys.map(() => true)));
  } catch (err) {
    books?.drop(keys);
    throw err;
  }
  books?.keep(kept);
  const out: (BatchReply<SportsPlacedBet> | Deferred)[] = [];
  keys
    .flatMap((key) => byMarket.get(key) ?? [])
    .forEach(({ at }, n) => (out[at] = replies[n] as BatchReply<SportsPlacedBet> | Deferred));
  return out;

  /** One market's orders as a group of the batch, and the order events of its last run. */
  function marketGroup(key: string, mine: readonly BatchOrder[], house: number, owned: boolean) {
    const first = mine[0];
    if (!first) throw new Error('a batch group of no orders');
    const { matchId, marketType, marketId } = first.input;
    const mk = runnerMarket(first.live.match, marketType);
    if (!mk) throw new Error('a batch of orders on no runner market');
    const cm = changeMarket(first.live.match, mk, marketType, house);
    let synced: SyncedBook | null = null;
    let events = new OrderEvents();
    let ids = new Map<string, string>();
    /** The group's book as read under its lock: the players it may change. */
    let players: number[] = [];
    /** What the group staged in this attempt (its rows and, once stored, their ids). */
    let mineStaged: { market: StagedMarket; ids: RowIds | null } | null = null;
    /** A new attempt: nothing read or staged yet. */
    const reset = () => {
      synced = null;
      events = new OrderEvents();
      ids = new Map();
      players = [];
      mineStaged = null;
    };
    const sync = (read: StoredBookRead): number[] => {
      synced = syncBook(read, mk, house);
      players = [
        ...mine.map((o) => o.userId),
        ...playersOf(synced.change?.fills ?? []),
        ...playersInReach(synced.book, mine.map(planOrderOf)),
      ];
      return players;
    };
    const group: BatchGroup<SportsMarketRow, BatchOrder, SportsPlacedBet> = {
      entries: mine,
      write: async ({ tx, market, players: locked, entries }) => {
        if (!synced) throw new Error('a batch wrote without its book');
        const { funds, rules } = await prepared(tx, locked);
        const check = orderChecks(rules, entries, market, locked, cm.runnerIds, now);
        const plan = planBatch(
          synced.book,
          cm.runnerIds,
          entries.map((e) => e && planOrderOf(e)),
          funds.of(key, players),
          check,
          funds.houseOpen(key),
        );
        const out = stagePlan(cm, key, synced, ids, entries, plan, events);
        funds.wrote(key, plan.exposures);
        const mine = { market: out.staged, ids: null as RowIds | null };
        staged.push(mine);
        mineStaged = mine;
        return () => {
          if (!mine.ids) throw new Error('a batch group answered before its rows were stored');
          return out.replies(mine.ids);
        };
      },
    };
    const storeSync = async (tx: Queryable) => {
      if (synced) await storeSyncOf(tx, cm, synced, ids, events);
    };
    /** The book the attempt read and every order id it inserted or changed. */
    const written = (): WrittenBook[] => {
      const s: SyncedBook | null = synced;
      if (!s) return [];
      const touched = [
        ...syncTouched(s, ids),
        ...(mineStaged?.market.rows.updates.keys() ?? []),
        ...(mineStaged?.ids?.orderIds ?? []),
      ];
      return [{ key, before: s.rows, touched }];
    };
    const market = { matchId, marketType, marketId, key };
    return { group, market, owned, reset, sync, storeSync, written, events: () => events.parts() };
  }
}

interface Shared {
  funds: Awaited<ReturnType<typeof readBatchFunds>>;
  rules: Awaited<ReturnType<typeof readOrderRules>>;
}

/** Each player's order events of several groups, in the groups' order. */
function joinParts(parts: readonly Map<number, AccountParts>[]): Map<number, AccountParts> {
  const out = new Map<number, AccountParts>();
  for (const map of parts)
    for (const [id, p] of map) {
      const orders = [...(out.get(id)?.orders ?? []), ...(p.orders ?? [])];
      out.set(id, { ...out.get(id), ...p, orders });
    }
  return out;
}
