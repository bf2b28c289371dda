import type { Queryable } from '../../../db/types';
import {
  coded,
  ok,
  refuse,
  type Coded,
  type OkReply,
  type RefusedReply,
} from '../../../http/reply';
import { formatCents } from 'shared-maths/money';
import { commissionOf, formatPrice } from 'shared-maths';
import {
  cashOutQuote,
  positionsAfter,
  type CashOutKind,
  type HedgeBet,
} from 'shared-maths/cash-out';
import type { CashedOut } from 'shared-api-types';
import { readBalanceData } from '../../../money/balances';
import { writeMoney } from '../../../money/write-path';
import { readOpenBets, runnerBetsOf, type BetRow } from '../money-path/bet-rows';
import { runnerMarket, STATUS_MESSAGE } from './market-check';
import { addBets, lockSportsMarket, marketOpen } from '../money-path/market-write';
import { marketKey } from '../market-key';
import { lockBookMarket } from '../exchange/book-lock';
import {
  cashOutValueChanged,
  planBookHedge,
  REASON,
  writeBookHedge,
  type PlannedHedge,
} from '../money-path/cash-out-book';
import { onBooks } from '../exchange/book-write';
import { OrderEvents } from '../exchange/order-events';
import type { PlaceBetDeps } from './place-bet';
import type { SimMatch, SimRunnerMarket } from '../feed/sim-types';

export interface CashOutInput {
  matchId: string;
  eventId: string;
  marketId: string;
  marketType: CashOutKind;
  percent: number;
  /** The value (gross cents) the player accepted: less on offer now is refused. */
  amount: number;
  idempotencyKey: string | null;
}

export type CashOutReply = OkReply<CashedOut> | RefusedReply;

type Checked =
  | {
      ok: true;
      match: SimMatch;
      market: SimRunnerMarket;
      bets: BetRow[];
      hedge: HedgeBet[];
      amount: number;
    }
  | ({ ok: false } & Coded);

/** The cash out's market in the live feed, open. */
function liveMarket(
  deps: PlaceBetDeps,
  input: CashOutInput,
): { ok: true; match: SimMatch; market: SimRunnerMarket } | ({ ok: false } & Coded) {
  const fail = (c: Coded) => ({ ok: false as const, ...c });
  const match = deps.matches().get(input.matchId);
  if (!match || match.eventId !== input.eventId)
    return fail(coded('Unknown match', 'MATCH_UNKNOWN'));
  const market = runnerMarket(match, input.marketType);
  if (!market || market.marketId !== input.marketId)
    return fail(coded('Unknown market', 'MARKET_UNKNOWN'));
  if (match.state === 'completed') return fail(STATUS_MESSAGE.CLOSED);
  if (market.status !== 'OPEN') return fail(STATUS_MESSAGE[market.status]);
  return { ok: true, match, market };
}

/**
 * The PlaceBet checks for a bookmaker hedge: the market is live and open, the player has a position to
 * level, a price for each bet it needs, and the value at the live best prices (the prices the
 * bets are matched at) is at least what the player accepted.
 */
async function check(
  db: Queryable,
  deps: PlaceBetDeps,
  userId: number,
  input: CashOutInput,
): Promise<Checked> {
  const fail = (c: Coded): Checked => ({ ok: false, ...c });
  const live = liveMarket(deps, input);
  if (!live.ok) return live;
  const { match, market } = live;
  const bets = await readOpenBets(db, userId, input.matchId, input.marketType, input.marketId);
  const ids = market.runners.map((r) => r.selectionId);
  const positions = positionsAfter({}, ids, runnerBetsOf(bets));
  const prices = market.runners.map((r) => ({
    selectionId: r.selectionId,
    back: r.back[0],
    lay: r.lay[0],
  }));
  const quote = cashOutQuote(input.marketType, positions, prices, input.percent, 0);
  if (!quote.ok) return fail(REASON[quote.reason]);
  if (quote.amount < input.amount) return fail(cashOutValueChanged(quote.amount));
  return { ok: true, match, market, bets, hedge: quote.bets, amount: quote.amount };
}

/**
 * Cashes out Percent of the player's position on a match-odds or bookmaker market: the hedging
 * bets (shared-maths cash-out) through the write path, as PlaceBet: the live value checked, the
 * in-play delay, then in the transaction the position read and checked again and the exposure
 * covered. Match odds hedge against the book (money-path/cash-out-book.ts): at what it offers, filled
 * whole or refused. Stake limits do not apply: a hedge only lowers the risk, and is often below
 * the minimum stake.
 */
export async function cashOut(
  deps: PlaceBetDeps,
  userId: number,
  input: CashOutInput,
): Promise<CashOutReply> {
  const { idempotencyKey, ...request } = input;
  const key = marketKey(input.matchId, input.marketType, input.marketId);
  const onBook = input.marketType === 'odds';
  let hedged: PlannedHedge | RefusedReply | null = null;
  let events = new OrderEvents();
  const cashed = (
    bets: readonly {
      betId: string;
      selectionId: string;
      side: 'back' | 'lay';
      price: number;
      stake: number;
    }[],
    amount: number,
    commissionBp: number,
    balance: CashedOut['balance'],
  ) => {
    const commission = commissionOf(amount, commissionBp);
    return ok<CashedOut>(
      {
        bets: bets.map((b) => ({
          betId: b.betId,
          selectionId: b.selectionId,
          side: b.side,
          matchedPrice: formatPrice(input.marketType, b.price),
          stake: formatCents(b.stake),
        })),
        amount: formatCents(amount),
        net: formatCents(amount - commission),
        balance,
      },
      coded('Cashed out', 'CASHED_OUT'),
    );
  };
  return onBooks(deps, (bw) =>
    writeMoney(deps, {
      call: '/Player/CashOut',
      userId,
      idempotencyKey,
      request,
      // Match odds: the market only; its price is what the book offers under its lock.
      check: async () => {
        const first = onBook ? liveMarket(deps, input) : await check(deps.db, deps, userId, input);
        if (!first.ok) return refuse(first);
        return { delayMs: first.match.state === 'inplay' ? deps.betDelayMs() : 0 };
      },
      lockMarket: onBook ? bw.locking(lockBookMarket(key)) : lockSportsMarket(key),
      // Match odds: quoted and planned under the book's lock (on the book in the owner's memory
      // when it is the stored one; book-write.ts); the makers are locked with the player.
      others: onBook
        ? async (tx) => {
            events = new OrderEvents();
            const live = liveMarket(deps, input);
            if (!live.ok) {
              hedged = refuse(live);
              return [];
            }
            const { matchId, marketId } = input;
            const book = { matchId, marketType: 'odds' as const, marketId, key };
            const [read = { rows: [], quote: null }] = await bw.read(tx, [book]);
            hedged = await planBookHedge(tx, userId, input, live, read);
            return 'status' in hedged ? [] : hedged.players;
          }
        : undefined,
      steps: [marketOpen],
      notify: () => events.parts(),
      write: async ({ tx, player }) => {
        if (onBook) {
          const h = hedged as PlannedHedge | RefusedReply | null;
          if (!h) throw new Error('cashOut wrote a match-odds hedge without its plan');
          if ('status' in h) return h;
          const fills = await writeBookHedge(tx, userId, input, h, events, bw);
          if ('status' in fills) return fills;
          const balance = await readBalanceData(tx, userId);
          return cashed(fills, h.amount, player.match_comm_bp, balance);
        }
        const now = await check(tx, deps, userId, input);
        if (!now.ok) return refuse(now);
        const runners = now.market.runners;
        const added = await addBets(
          tx,
          { userId, key, open: now.bets, runnerIds: runners.map((r) => r.selectionId) },
          now.hedge.map((b) => ({
            userId,
            matchId: input.matchId,
            eventId: input.eventId,
            marketId: input.marketId,
            marketType: input.marketType,
            selectionId: b.selectionId,
            selectionName: runners.find((r) => r.selectionId === b.selectionId)?.name ?? '',
            side: b.side,
            price: b.price,
            line: null,
            stake: b.stake,
            win: b.win,
            loss: b.loss,
            idempotencyKey: null,
            askedPrice: b.price,
            askedLine: null,
          })),
        );
        if ('refusal' in added) return refuse(added.refusal);
        const bets = now.hedge.map((b, i) => ({ ...b, betId: added.ids[i] ?? '' }));
        return cashed(bets, now.amount, player.match_comm_bp, await readBalanceData(tx, userId));
      },
    }),
  );
}
