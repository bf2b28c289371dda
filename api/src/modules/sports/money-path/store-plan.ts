/** A batch plan staged for storing, and each order's reply and events made from it. */
import type { SportsPlacedBet } from 'shared-api-types';
import { refuse } from '../../../http/reply';
import { balanceData } from '../../../money/balances';
import type { WriteReply } from '../../../money/write-path';
import type { NewBet } from './bet-rows';
import type { Order } from '../exchange/book/book-types';
import { fillBets } from '../exchange/book/settle-fills';
import { rowsById, type ChangeMarket } from './apply-change';
import { newBetOf, takerOf, type BatchOrder } from './batch-order';
import { changedOrders, type BatchPlan } from './batch-plan';
import { storedWaiting, type NewWaiting, type StagedMarket, type RowIds } from './batch-store';
import type { SyncedBook } from '../exchange/house-sync';
import { HOUSE } from '../exchange/market-book';
import type { OrderEvents } from '../exchange/order-events';
import { placedReply } from './place-order';
import { takerBets, tellTaker } from './taker-order';
/**
 * A market's plan as the rows to store (the batch stores every market's in one statement,
 * batch-store.ts) and what makes each order's reply from the ids they got (null for the
 * entries it did not hold).
 */
export function stagePlan(
  cm: ChangeMarket,
  key: string,
  synced: SyncedBook,
  ids: Map<string, string>,
  entries: readonly (BatchOrder | null)[],
  plan: BatchPlan,
  events: OrderEvents,
): { staged: StagedMarket; replies: (ids: RowIds) => (WriteReply<SportsPlacedBet> | null)[] } {
  const stored = rowsById(synced.rows);
  const changed = changedOrders(plan);
  const storedId = (bookId: string) => ids.get(bookId) ?? (stored.has(bookId) ? bookId : null);
  const updates = new Map<string, Order>();
  for (const [bookId, o] of changed) {
    const id = storedId(bookId);
    if (id !== null) updates.set(id, o);
  }
  // The bets: each fill's taker bet (its order's key on its first) and maker bet.
  const bets: NewBet[] = [];
  const firstBet: number[] = [];
  plan.orders.forEach((p, i) => {
    const e = entries[i];
    if (!p.accepted || !e) return;
    if (p.result.fills.length > 0) firstBet[i] = bets.length;
    const taken = takerBets(takerOf(e), p.parts);
    p.result.fills.forEach((f, n) => {
      const taker = taken[n];
      if (taker) bets.push(taker);
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
  const rows = {
    updates,
    bets,
    waiting,
    exposures:
      plan.houseExposure === null
        ? plan.exposures
        : new Map([...plan.exposures, [cm.house, plan.houseExposure]]),
  };
  return { staged: { m: cm, key, rows }, replies: (ids) => repliesOf(ids) };

  function repliesOf({ betIds, orderIds }: RowIds): (WriteReply<SportsPlacedBet> | null)[] {
    const waitingOf = new Map(waiting.map((w, n) => [w.index, { w, id: orderIds[n] ?? '' }]));
    const byBookId = new Map(waiting.map((w, n) => [w.order.id, { w, id: orderIds[n] ?? '' }]));
    return plan.orders.map((p, i) => {
      const e = entries[i];
      if (!e) return null;
      if (!p.accepted) return p.refusal ? refuse(p.refusal) : null;
      events.makersMatched(p.result.fills, (makerId) => {
        const o = p.result.changed.find((c) => c.id === makerId);
        const row = stored.get(makerId);
        const mine = byBookId.get(makerId);
        if (!o || o.owner === HOUSE) return null;
        if (row) return { ...row, matched: o.matched, remaining: o.remaining };
        if (!mine) return null;
        // an order of this batch: what it matched since it was stored waiting
        const base = storedWaiting(cm, mine.w, mine.id);
        return { ...base, matched: base.size - o.remaining, remaining: o.remaining };
      });
      const own = waitingOf.get(i);
      const first = firstBet[i];
      const betId = first === undefined ? null : (betIds[first] ?? null);
      const waits = own ? storedWaiting(cm, own.w, own.id) : null;
      tellTaker(events, takerOf(e), p.parts, waits, betId);
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
}
