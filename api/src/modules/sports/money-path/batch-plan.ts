/**
 * A batch of orders on one market, planned in memory (no I/O): each order in arrival order is
 * checked (its own rules, then its funds against its market's new worst case) and, when
 * accepted, matched against the book as the earlier accepted ones left it. A refused order
 * changes nothing, so the others match as if it had not been sent.
 */
import { uncoveredRefusal, type Coded } from '../../../http/reply';
import { crosses, fillPayoff, type Level } from 'shared-maths/order-book';
import type { BetRow } from './bet-rows';
import type { MarketBook, Order } from '../exchange/book/book-types';
import { placeOrder, type PlaceResult } from '../exchange/book/match-order';
import { fillBets } from '../exchange/book/settle-fills';
import { HOUSE, userOf } from '../exchange/market-book';
import { marketExposure, type OrderMarket, type OrderRow, type Persistence } from './order-rows';

/** One order of the batch as the plan needs it. */
export interface PlanOrder {
  userId: number;
  marketType: OrderMarket;
  selectionId: string;
  side: 'back' | 'lay';
  price: number;
  size: number;
  persistence: Persistence;
}

/** A player's money as the batch found it, under their lock. */
export interface PlayerFunds {
  balance: number;
  /** Every exposure of the player except this market's. */
  otherExposure: number;
  /** Their open bets of this market. */
  open: BetRow[];
}

/** What an order's own checks see: its player's open bets of the market and their open risk. */
export interface CheckView {
  open: readonly BetRow[];
  /** The sum of the player's exposures (every market) before the order. */
  risk: number;
}

export type PlannedOrder =
  | { accepted: false; refusal: Coded | null }
  | {
      accepted: true;
      /** The order's book id (`batch:<n>`), its matching and its own matched parts. */
      bookId: string;
      result: PlaceResult;
      parts: Level[];
      /** The player's balance and every exposure after the order. */
      balance: number;
      exposure: number;
    };

export interface BatchPlan {
  orders: PlannedOrder[];
  book: MarketBook;
  /** The players' market exposure after the batch (players whose open bets were read). */
  exposures: Map<number, number>;
  /** The house's orders were matched. */
  houseTouched: boolean;
  /** Then the house's exposure of the market after the batch (else null). */
  houseExposure: number | null;
}

export const batchId = (n: number): string => `batch:${n}`;

/** The players (not the house) whose waiting orders the batch's orders could take. */
export function playersInReach(book: MarketBook, orders: readonly PlanOrder[]): number[] {
  const out = new Set<number>();
  for (const o of orders) {
    const rb = book.runners[o.selectionId];
    const makers = (o.side === 'back' ? rb?.lays : rb?.backs) ?? [];
    for (const m of makers) {
      if (!crosses(o.side, o.price, m.price)) break;
      if (m.owner !== HOUSE) out.add(Number(m.owner));
    }
  }
  return [...out];
}

/** A player's waiting orders in the book, as the exposure maths reads them. */
function waitingOf(book: MarketBook, owner: string): OrderRow[] {
  const out: OrderRow[] = [];
  for (const rb of Object.values(book.runners))
    for (const o of [...rb.backs, ...rb.lays])
      if (o.owner === owner)
        out.push({
          selection_id: o.runner,
          side: o.side,
          price: o.price,
          remaining: o.remaining,
        } as OrderRow);
  return out;
}

const betRow = (selectionId: string, side: 'back' | 'lay', win: number, loss: number): BetRow => ({
  selection_id: selectionId,
  side,
  line: null,
  win_amount: win,
  loss_amount: loss,
});

/** The taker's matched bet of a fill, as place-order.ts writes it (its side of the pair). */
export const takerBet = (o: PlanOrder, price: number, size: number) =>
  fillPayoff(o.side, price, size);

/**
 * Plans the batch. `check` is an order's own rules (stake limits, market open, safer gambling):
 * a sentence refuses it. `funds` holds every player the batch may change (placers and the
 * players in reach), locked.
 */
export function planBatch(
  book: MarketBook,
  runnerIds: readonly string[],
  orders: readonly (PlanOrder | null)[],
  funds: ReadonlyMap<number, PlayerFunds>,
  check: (o: PlanOrder, index: number, view: CheckView) => Coded | null,
  /** The house's open bets of the market (its exposure is recomputed when it is matched). */
  houseOpen: readonly BetRow[] = [],
): BatchPlan {
  const house = [...houseOpen];
  const open = new Map([...funds].map(([id, f]) => [id, [...f.open]]));
  const exposures = new Map(
    [...funds].map(([id, f]) => [
      id,
      marketExposure(runnerIds, f.open, waitingOf(book, String(id))),
    ]),
  );
  const total = (id: number) => (funds.get(id)?.otherExposure ?? 0) + (exposures.get(id) ?? 0);
  let houseTouched = false;
  const planned = orders.map((o, index): PlannedOrder => {
    if (!o) return { accepted: false, refusal: null };
    const own = open.get(o.userId);
    const f = funds.get(o.userId);
    if (!own || !f) throw new Error(`player ${o.userId} of a batch is not locked`);
    const refusal = check(o, index, { open: own, risk: total(o.userId) });
    if (refusal) return { accepted: false, refusal };
    const owner = String(o.userId);
    const bookId = batchId(index);
    const result = placeOrder(book, {
      id: bookId,
      owner,
      runner: o.selectionId,
      side: o.side,
      price: o.price,
      size: o.size,
      persistence: o.persistence,
    });
    const parts = result.fills.map((x) => ({ price: x.price, size: x.size }));
    const mine = [
      ...own,
      ...parts.map((p) => {
        const { win, loss } = takerBet(o, p.price, p.size);
        return betRow(o.selectionId, o.side, win, loss);
      }),
    ];
    const before = exposures.get(o.userId) ?? 0;
    const after = marketExposure(runnerIds, mine, waitingOf(result.book, owner));
    const uncovered = uncoveredRefusal(after - before, f.balance - total(o.userId));
    if (uncovered) return { accepted: false, refusal: uncovered };
    book = result.book;
    open.set(o.userId, mine);
    const makers = new Set<number>();
    for (const fill of result.fills) {
      const makerBet = fillBets(fill).find((b) => b.side !== fill.takerSide);
      if (fill.makerOwner === HOUSE || !makerBet) {
        houseTouched = true;
        if (makerBet)
          house.push(
            betRow(
              fill.runner,
              makerBet.side === 'back' ? 'back' : 'lay',
              makerBet.win,
              makerBet.loss,
            ),
          );
        continue;
      }
      const maker = userOf(fill.makerOwner, -1);
      const rows = open.get(maker);
      if (!rows) throw new Error(`player ${maker} matched by a batch is not locked`);
      rows.push(
        betRow(fill.runner, makerBet.side === 'back' ? 'back' : 'lay', makerBet.win, makerBet.loss),
      );
      makers.add(maker);
    }
    for (const id of [o.userId, ...makers])
      exposures.set(id, marketExposure(runnerIds, open.get(id) ?? [], waitingOf(book, String(id))));
    return { accepted: true, bookId, result, parts, balance: f.balance, exposure: total(o.userId) };
  });
  const houseExposure = houseTouched
    ? marketExposure(runnerIds, house, waitingOf(book, HOUSE))
    : null;
  return { orders: planned, book, exposures, houseTouched, houseExposure };
}

/** The orders a batch's order changed, final state of each, by book id (later plans win). */
export function changedOrders(plan: BatchPlan): Map<string, Order> {
  const out = new Map<string, Order>();
  for (const p of plan.orders) if (p.accepted) for (const o of p.result.changed) out.set(o.id, o);
  return out;
}
