/**
 * The batched matcher: the orders of one match-odds / toss market that arrived while its book was
 * busy, placed together in ONE transaction of the write path (money/write-path.ts
 * writeMoneyBatch): the book's lock, the book loaded and re-quoted once, every player in reach
 * locked in one statement, their funds, open bets and safer-gambling rules read once, the orders
 * planned in arrival order in memory (batch-plan.ts: each refused or matched on its own) and the
 * result stored with set-based statements (batch-store.ts).
 */
import type { SportsPlacedBet } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import type { Queryable } from '../../../db/types';
import { refuse } from '../../../http/reply';
import { balanceData } from '../../../money/balances';
import { BatchQueue } from '../../../money/batch-queue';
import {
  writeMoneyBatch,
  type BatchEntry,
  type BatchReply,
  type WritePathDeps,
  type WriteReply,
} from '../../../money/write-path';
import type { LockedPlayer } from '../../../money/player-lock';
import { settledNetSince } from '../../safer-gambling/net-result';
import {
  betRefusal,
  lossChecks,
  readBetRules,
  rulesOf,
  type Bettor,
} from '../../safer-gambling/check-bet';
import { exposureAfter, type BetRow, type NewBet } from '../bets/bet-rows';
import { runnerMarket, type Located } from '../bets/market-check';
import { marketRefusal, rowOf } from '../bets/market-write';
import type { Order } from '../book/book-types';
import type { PlaceResult } from '../book/match-order';
import { fillBets } from '../book/settle-fills';
import { marketKey } from '../market-key';
import { rowsById, type ChangeMarket } from './apply-change';
import { lockBookMarket } from './book-lock';
import {
  changedOrders,
  planBatch,
  playersInReach,
  takerBet,
  type BatchPlan,
  type PlanOrder,
  type PlayerFunds,
} from './batch-plan';
import {
  insertBets,
  insertOrders,
  storedWaiting,
  updateOrders,
  writeExposures,
  type NewWaiting,
} from './batch-store';
import { changeMarket, storeSync, syncedBook, type SyncedBook } from './house-sync';
import { houseIdOf } from './house';
import { HOUSE, playersOf } from './market-book';
import { OrderEvents } from './order-events';
import { refreshExposure } from './order-rows';
import { placedReply, type OrderInput } from './place-order';

type Live = Extract<Located, { ok: true }>;

/** One PlaceBet of a match-odds / toss market, past its checks and in-play delay. */
export interface BatchOrder extends BatchEntry {
  bettor: Bettor;
  input: OrderInput;
  live: Live;
}

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

const planOrderOf = (o: BatchOrder): PlanOrder => ({
  userId: o.userId,
  marketType: o.input.marketType,
  selectionId: o.input.selectionId,
  side: o.input.side,
  price: o.input.price,
  size: o.input.stake,
  persistence: o.input.persistence,
});

/** The players' funds as the batch needs them, in two statements (exposures, open bets). */
async function readPlayerFunds(
  tx: Queryable,
  key: string,
  m: ChangeMarket,
  players: ReadonlyMap<number, LockedPlayer>,
): Promise<Map<number, PlayerFunds>> {
  const ids = [...players.keys()];
  const exposures = await tx.query<{ id: number; other: number }>(
    `SELECT u.id, COALESCE(SUM(e.amount) FILTER (WHERE e.market_key <> $2), 0)::bigint AS other
       FROM unnest($1::int[]) AS u(id) LEFT JOIN exposures e ON e.user_id = u.id GROUP BY u.id`,
    [ids, key],
  );
  const bets = await tx.query<BetRow & { user_id: number }>(
    `SELECT user_id, selection_id, side, line, win_amount, loss_amount FROM sports_bets
      WHERE user_id = ANY($1::int[]) AND match_id = $2 AND market_type = $3 AND market_id = $4
        AND status = 'open'`,
    [ids, m.matchId, m.marketType, m.marketId],
  );
  const out = new Map<number, PlayerFunds>();
  for (const e of exposures)
    out.set(e.id, { balance: players.get(e.id)?.balance ?? 0, otherExposure: e.other, open: [] });
  for (const { user_id, ...bet } of bets) out.get(user_id)?.open.push(bet);
  return out;
}

/** Each order's own rules, read for the batch: stake limits, the market, safer gambling. */
async function orderChecks(
  tx: Queryable,
  orders: readonly (BatchOrder | null)[],
  market: { status: string } | undefined,
  players: ReadonlyMap<number, LockedPlayer>,
  runnerIds: readonly string[],
  now: Date,
): Promise<
  (o: PlanOrder, index: number, view: { open: readonly BetRow[]; risk: number }) => string | null
> {
  const live = orders.filter((o): o is BatchOrder => o !== null);
  const rules = await readBetRules(
    tx,
    live.map((o) => o.bettor),
    now,
  );
  // Settled results only for players with a loss limit (one read each; most have none).
  const nets = new Map<number, number[]>();
  for (const o of live) {
    const { starts } = lossChecks(
      rulesOf(rules, o.bettor),
      { stakeCents: 1, worstCaseCents: 1 },
      now,
    );
    if (starts.length > 0 && !nets.has(o.userId))
      nets.set(o.userId, await settledNetSince(tx, o.userId, starts));
  }
  const closed = marketRefusal(market);
  return (o, index, view) => {
    const player = players.get(o.userId);
    const order = orders[index];
    if (!player || !order) throw new Error('a batch checked an order it does not hold');
    if (o.size < player.min_stake)
      return `Stake is below the minimum of ${coins(player.min_stake)} Coins`;
    if (o.size > player.max_stake)
      return `Stake is above the maximum of ${coins(player.max_stake)} Coins`;
    if (closed) return closed;
    // An order's worst case is all of it matched at the asked price (its reservation).
    const { win, loss } = takerBet(o, o.price, o.size);
    const asked = rowOf({ ...newBetOf(order, ''), win, loss });
    const ids = [...runnerIds];
    const worst = exposureAfter([...view.open, asked], ids) - exposureAfter([...view.open], ids);
    const risk = { stakeCents: o.size, worstCaseCents: worst };
    return betRefusal(rulesOf(rules, order.bettor), risk, now, nets.get(o.userId) ?? [], view.risk);
  };
}

const coins = (cents: number): string => formatCents(cents).replace(/\.00$/, '');

/** The taker's bet of one of its fills (the key on its first). */
function newBetOf(o: BatchOrder, key: string | null): NewBet {
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

/** Stores the plan and makes each order's reply (null for the entries it did not hold). */
async function storePlan(
  tx: Queryable,
  cm: ChangeMarket,
  key: string,
  synced: SyncedBook,
  ids: Map<string, string>,
  entries: readonly (BatchOrder | null)[],
  plan: BatchPlan,
  events: OrderEvents,
): Promise<(WriteReply<SportsPlacedBet> | null)[]> {
  const stored = rowsById(synced.rows);
  const changed = changedOrders(plan);
  const storedId = (bookId: string) => ids.get(bookId) ?? (stored.has(bookId) ? bookId : null);
  const updates = new Map<string, Order>();
  for (const [bookId, o] of changed) {
    const id = storedId(bookId);
    if (id !== null) updates.set(id, o);
  }
  await updateOrders(tx, updates);
  // The bets: each fill's taker bet (its order's key on its first) and maker bet.
  const bets: NewBet[] = [];
  const firstBet: number[] = [];
  plan.orders.forEach((p, i) => {
    const e = entries[i];
    if (!p.accepted || !e) return;
    if (p.result.fills.length > 0) firstBet[i] = bets.length;
    p.result.fills.forEach((f, n) => {
      const { win, loss } = takerBet(planOrderOf(e), f.price, f.size);
      bets.push({
        ...newBetOf(e, n === 0 ? e.input.idempotencyKey : null),
        price: f.price,
        stake: f.size,
        win,
        loss,
      });
      const maker = fillBets(f).find((b) => b.side !== f.takerSide);
      const makerOrder = changed.get(f.makerId);
      if (!maker) return;
      bets.push({
        ...newBetOf(e, null),
        userId: f.makerOwner === HOUSE ? cm.house : Number(f.makerOwner),
        selectionName: cm.names.get(f.runner) ?? e.live.selectionName,
        side: maker.side,
        price: f.price,
        stake: f.size,
        win: maker.win,
        loss: maker.loss,
        askedPrice: makerOrder?.price ?? f.price,
      });
    });
  });
  const betIds = await insertBets(tx, bets);
  // The orders that waited, in time order.
  const waiting: (NewWaiting & { index: number })[] = [];
  plan.orders.forEach((p, i) => {
    const e = entries[i];
    const final = p.accepted ? changed.get(p.bookId) : undefined;
    if (!p.accepted || !e || !final || p.result.order.remaining === 0) return;
    waiting.push({
      index: i,
      userId: e.userId,
      selectionName: e.live.selectionName,
      order: final,
      size: p.result.order.remaining,
    });
  });
  const orderIds = await insertOrders(tx, cm, waiting);
  const waitingOf = new Map(waiting.map((w, n) => [w.index, { w, id: orderIds[n] ?? '' }]));
  const byBookId = new Map(waiting.map((w, n) => [w.order.id, { w, id: orderIds[n] ?? '' }]));
  await writeExposures(tx, key, plan.exposures);
  if (plan.houseTouched)
    await refreshExposure(
      tx,
      { userId: cm.house, matchId: cm.matchId, marketType: cm.marketType, marketId: cm.marketId },
      cm.runnerIds,
    );
  return plan.orders.map((p, i) => {
    const e = entries[i];
    if (!e) return null;
    if (!p.accepted) return refuse(p.refusal);
    tellMakers(p.result, stored, byBookId, cm, events);
    const own = waitingOf.get(i);
    const first = firstBet[i];
    const betId = first === undefined ? null : (betIds[first] ?? null);
    if (own) events.add('placed', storedWaiting(cm, own.w, own.id));
    else if (betId)
      events.matchedWhole(
        {
          id: betId,
          user_id: e.userId,
          match_id: cm.matchId,
          market_type: cm.marketType,
          market_id: cm.marketId,
          selection_id: e.input.selectionId,
          side: e.input.side,
          price: e.input.price,
        },
        p.parts,
      );
    return placedReply(
      e.input,
      p.parts,
      p.result.order.remaining,
      betId ?? own?.id ?? '',
      own?.id ?? null,
      balanceData(p.balance, p.exposure),
    );
  });
}

/** The makers' 'matched' events of one order's fills (players' orders, not the house's). */
function tellMakers(
  result: PlaceResult,
  stored: ReturnType<typeof rowsById>,
  batch: ReadonlyMap<string, { w: NewWaiting; id: string }>,
  cm: ChangeMarket,
  events: OrderEvents,
): void {
  const filled = new Map<string, number>();
  for (const f of result.fills) filled.set(f.makerId, (filled.get(f.makerId) ?? 0) + f.size);
  for (const [makerId, size] of filled) {
    const o = result.changed.find((c) => c.id === makerId);
    if (!o || o.owner === HOUSE) continue;
    const row = stored.get(makerId);
    const mine = batch.get(makerId);
    if (row)
      events.add(
        'matched',
        { ...row, matched: o.matched, remaining: o.remaining },
        { size, price: o.price },
      );
    else if (mine) {
      const base = storedWaiting(cm, mine.w, mine.id);
      events.add(
        'matched',
        { ...base, matched: base.size - o.remaining, remaining: o.remaining },
        { size, price: o.price },
      );
    }
  }
}
