/**
 * Cash out of match odds against the book, in the write path's transaction: under the book's
 * lock (before the players' locks) the hedge is quoted at what the book offers and planned as
 * Fill-or-Kill orders (cash-out-hedge.ts); after the locks it is written like an order that
 * matched whole: one bet per fill at the resting price, the makers' orders and bets
 * (apply-change.ts), the exposure covered or nothing of it written.
 */
import { formatPrice } from 'shared-maths';
import { fillPayoff } from 'shared-maths/order-book';
import {
  cashOutQuote,
  positionsAfter,
  type CashOutQuote,
  type HedgeBet,
} from 'shared-maths/cash-out';
import { formatCents } from 'shared-maths/money';
import type { Queryable } from '../../../db/types';
import { coded, refuse, type Coded, type RefusedReply } from '../../../http/reply';
import { readOpenBets, runnerBetsOf, type BetRow, type NewBet } from './bet-rows';
import { addBets } from './market-write';
import { marketKey } from '../market-key';
import type { SimMatch, SimRunnerMarket } from '../feed/sim-types';
import { applyChange, rowsById, type ChangeMarket } from './apply-change';
import { offeredLadders, planHedge, pricesAt } from '../exchange/cash-out-hedge';
import { houseId } from '../exchange/house';
import type { BookWrite } from '../exchange/book-write';
import {
  changeMarket,
  storeSync,
  syncBook,
  syncTouched,
  type SyncedBook,
} from '../exchange/house-sync';
import { playersOf, type StoredBookRead } from '../exchange/market-book';
import type { OrderEvents } from '../exchange/order-events';
import type { PlaceResult } from '../exchange/book/match-order';
import { fillBets } from '../exchange/book/settle-fills';

export interface BookCashOut {
  matchId: string;
  eventId: string;
  marketId: string;
  percent: number;
  /** The gross value (cents) the player accepted. */
  amount: number;
}

/** The hedge planned under the book's lock, to write once the players are locked. */
export interface PlannedHedge {
  synced: SyncedBook;
  market: ChangeMarket;
  /** The player's open bets, with what the re-quote fills of their orders (the position hedged). */
  open: BetRow[];
  hedge: HedgeBet[];
  plans: PlaceResult[];
  amount: number;
  /** The players of the fills (the re-quote's too), to lock with the cashing player. */
  players: number[];
}

/** The value on offer fell below the one the player accepted. */
export const cashOutValueChanged = (amount: number): Coded =>
  coded(`Cash out value changed: now ${formatCents(amount)} Coins`, 'CASH_OUT_VALUE_CHANGED', {
    amount: formatCents(amount),
  });

export const REASON = {
  level: coded('No position to cash out', 'CASH_OUT_NO_POSITION'),
  'no price': coded('No price to cash out at', 'CASH_OUT_NO_PRICE'),
};

/**
 * Under the book's lock: the house re-quoted if the engine moved, the position read, the hedge
 * quoted at the best prices the book offers the player and planned whole (a runner whose level
 * is too small for its bet is quoted one level deeper, so the value counts the sizes), never
 * below the accepted value; or a refusal (nothing planned).
 */
export async function planBookHedge(
  tx: Queryable,
  userId: number,
  input: BookCashOut,
  { match: m, market: mk }: { match: SimMatch; market: SimRunnerMarket },
  read: StoredBookRead,
): Promise<PlannedHedge | RefusedReply> {
  const house = await houseId(tx);
  const synced = syncBook(read, mk, house);
  const owner = String(userId);
  // The re-quote is stored first: what it fills of the player's own orders is in the position.
  const requoted = (synced.change?.fills ?? [])
    .flatMap((f) => fillBets(f))
    .filter((b) => b.owner === owner)
    .map((b): BetRow => ({
      selection_id: b.selectionId,
      side: b.side === 'back' ? 'back' : 'lay',
      line: null,
      win_amount: b.win,
      loss_amount: b.loss,
    }));
  const open = [
    ...(await readOpenBets(tx, userId, input.matchId, 'odds', input.marketId)),
    ...requoted,
  ];
  const ids = mk.runners.map((r) => r.selectionId);
  const positions = positionsAfter({}, ids, runnerBetsOf(open));
  const ladders = offeredLadders(synced.book, ids, owner);
  const depth = new Map(ids.map((id) => [id, { back: 0, lay: 0 }]));
  for (;;) {
    const quote = cashOutQuote('odds', positions, pricesAt(ladders, depth), input.percent, 0);
    if (!quote.ok) return refuse(REASON[quote.reason]);
    const planned = planHedge(synced.book, owner, quote.bets);
    if (planned.ok) {
      if (quote.amount < input.amount) return refuse(cashOutValueChanged(quote.amount));
      return hedgePlanned(m, mk, house, synced, open, quote, planned.plans);
    }
    // A level too small for the bet: price that runner's bet one level deeper, while there is one.
    const { bet, matched } = planned;
    const d = depth.get(bet.selectionId) ?? { back: 0, lay: 0 };
    const ladder = ladders.find((l) => l.selectionId === bet.selectionId)?.[bet.side] ?? [];
    if (d[bet.side] + 1 >= ladder.length)
      return refuse(
        `Cash out unavailable: the book offers ${formatCents(matched)} of the ${formatCents(bet.stake)} Coins the hedge needs at ${formatPrice('odds', bet.price)} or better`,
        'CASH_OUT_BOOK_SHORT',
        {
          matched: formatCents(matched),
          needed: formatCents(bet.stake),
          price: formatPrice('odds', bet.price),
        },
      );
    depth.set(bet.selectionId, { ...d, [bet.side]: d[bet.side] + 1 });
  }
}

function hedgePlanned(
  m: SimMatch,
  mk: SimRunnerMarket,
  house: number,
  synced: SyncedBook,
  open: BetRow[],
  quote: Extract<CashOutQuote, { ok: true }>,
  plans: PlaceResult[],
): PlannedHedge {
  const fills = [...(synced.change?.fills ?? []), ...plans.flatMap((p) => p.fills)];
  return {
    synced,
    market: changeMarket(m, mk, 'odds', house),
    open,
    hedge: quote.bets,
    plans,
    amount: quote.amount,
    players: playersOf(fills),
  };
}

/** A hedge fill of the cashing player: a bet at the fill's (resting) price. */
export interface HedgeFill {
  betId: string;
  selectionId: string;
  side: 'back' | 'lay';
  price: number;
  stake: number;
}

/**
 * After the locks: the re-quote stored, the player's bets (one per fill) added with the exposure
 * covered (else `Insufficient balance`, nothing of the hedge written), then the makers' side;
 * the book as now stored staged for the owner's memory (`bw`, book-write.ts).
 */
export async function writeBookHedge(
  tx: Queryable,
  userId: number,
  input: BookCashOut,
  h: PlannedHedge,
  events: OrderEvents,
  bw: BookWrite,
): Promise<HedgeFill[] | RefusedReply> {
  const ids = new Map<string, string>();
  await storeSync(tx, h.market, h.synced, ids, events);
  const key = marketKey(input.matchId, 'odds', input.marketId);
  const wrote = (changed: readonly PlaceResult[]) => {
    const hedged = changed.flatMap((p) => p.changed.map((o) => o.id));
    const touched = [...syncTouched(h.synced, ids), ...hedged];
    return bw.wrote(tx, [{ key, before: h.synced.rows, touched }]);
  };
  const fills = h.plans.flatMap((p) => p.fills);
  const bets: NewBet[] = fills.map((f) => ({
    userId,
    matchId: input.matchId,
    eventId: input.eventId,
    marketId: input.marketId,
    marketType: 'odds',
    selectionId: f.runner,
    selectionName: h.market.names.get(f.runner) ?? f.runner,
    side: f.takerSide,
    price: f.price,
    line: null,
    stake: f.size,
    ...fillPayoff(f.takerSide, f.price, f.size),
    idempotencyKey: null,
    askedPrice: h.hedge.find((b) => b.selectionId === f.runner)?.price ?? f.price,
    askedLine: null,
  }));
  const runnerIds = [...h.market.runnerIds];
  // read after the re-quote's store: the bets it gave the player count in the new exposure
  const open = await readOpenBets(tx, userId, input.matchId, 'odds', input.marketId);
  const added = await addBets(tx, { userId, key, open, runnerIds }, bets);
  if ('refusal' in added) {
    await wrote([]);
    return refuse(added.refusal);
  }
  const betIds = added.ids;
  const stored = rowsById(h.synced.rows);
  for (const plan of h.plans)
    await applyChange(tx, h.market, stored, ids, plan, events, plan.order.id);
  await wrote(h.plans);
  for (const plan of h.plans) {
    const first = fills.indexOf(plan.fills[0] as (typeof fills)[number]);
    const bet = h.hedge.find((b) => b.selectionId === plan.order.runner);
    if (!bet || first < 0) continue;
    events.matchedWhole(
      {
        id: betIds[first] ?? '',
        user_id: userId,
        match_id: input.matchId,
        market_type: 'odds',
        market_id: input.marketId,
        selection_id: bet.selectionId,
        side: bet.side,
        price: bet.price,
      },
      plan.fills,
    );
  }
  return fills.map((f, i) => ({
    betId: betIds[i] ?? '',
    selectionId: f.runner,
    side: f.takerSide,
    price: f.price,
    stake: f.size,
  }));
}
