import type { Queryable } from '../../db/types';
import { ok, refuse, type OkReply, type RefusedReply } from '../../http/reply';
import { formatCents } from 'shared-maths/money';
import { commissionOf, formatPrice } from 'shared-maths';
import {
  cashOutQuote,
  positionsAfter,
  type CashOutKind,
  type HedgeBet,
} from 'shared-maths/cash-out';
import type { CashedOut } from 'shared-api-types';
import { readBalanceData } from '../auth-core/user-routes';
import { findStoredReply, idempotentRequest, storeReply } from '../../db/idempotency';
import {
  exposureAfter,
  exposureCovered,
  insertBet,
  readOpenBets,
  runnerBetsOf,
  writeExposure,
  type BetRow,
} from './bet-rows';
import { runnerMarket, STATUS_MESSAGE } from './live-check';
import { marketKey } from './market-key';
import type { PlaceBetDeps } from './place-bet';
import type { SimMatch, SimRunnerMarket } from './sim-types';

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

const REASON = { level: 'No position to cash out', 'no price': 'No price to cash out at' };
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

type Checked =
  | {
      ok: true;
      match: SimMatch;
      market: SimRunnerMarket;
      bets: BetRow[];
      hedge: HedgeBet[];
      amount: number;
    }
  | { ok: false; message: string };

/**
 * The PlaceBet checks for the hedge: the market is live and open, the player has a position to
 * level, a price for each bet it needs, and the value at the live best prices (the prices the
 * bets are matched at) is at least what the player accepted.
 */
async function check(
  db: Queryable,
  deps: PlaceBetDeps,
  userId: number,
  input: CashOutInput,
): Promise<Checked> {
  const fail = (message: string): Checked => ({ ok: false, message });
  const match = deps.matches().get(input.matchId);
  if (!match || match.eventId !== input.eventId) return fail('Unknown match');
  const market = runnerMarket(match, input.marketType);
  if (!market || market.marketId !== input.marketId) return fail('Unknown market');
  if (match.state === 'completed') return fail(STATUS_MESSAGE.CLOSED);
  if (market.status !== 'OPEN') return fail(STATUS_MESSAGE[market.status]);
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
  if (quote.amount < input.amount)
    return fail(`Cash out value changed: now ${formatCents(quote.amount)} Coins`);
  return { ok: true, match, market, bets, hedge: quote.bets, amount: quote.amount };
}

/**
 * Cashes out Percent of the player's position on a match-odds or bookmaker market: the hedging
 * bets (shared-maths cash-out) under the PlaceBet rules: Idempotency-Key, live price check,
 * in-play delay with the check again after it, and one transaction with the user row locked in
 * which the position is read again and the exposure must stay covered. Stake limits do not
 * apply: a hedge only lowers the risk, and is often below the minimum stake.
 */
export async function cashOut(
  deps: PlaceBetDeps,
  userId: number,
  input: CashOutInput,
): Promise<CashOutReply> {
  const { idempotencyKey, ...request } = input;
  const idem = idempotentRequest('/Player/CashOut', idempotencyKey, request);
  const earlier = await findStoredReply<CashOutReply>(deps.db, userId, idem);
  if (earlier) return earlier;
  const first = await check(deps.db, deps, userId, input);
  // The same key's request may have cashed out since we looked: its reply, not "No position".
  if (!first.ok) return (await findStoredReply(deps.db, userId, idem)) ?? refuse(first.message);
  const delay = first.match.state === 'inplay' ? deps.betDelayMs() : 0;
  if (delay > 0) await (deps.sleep ?? defaultSleep)(delay);
  const key = marketKey(input.matchId, input.marketType, input.marketId);

  return deps.db.transaction(async (tx) => {
    const market = await tx.query<{ status: string }>(
      'SELECT status FROM sports_markets WHERE market_key = $1 FOR SHARE',
      [key],
    );
    const user = await tx.query<{ match_comm_bp: number }>(
      'SELECT match_comm_bp FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    const raced = await findStoredReply<CashOutReply>(tx, userId, idem);
    if (raced) return raced;
    if (!market[0]) return refuse('Market is suspended');
    if (market[0].status !== 'open') return refuse('Market is closed');
    const now = await check(tx, deps, userId, input);
    if (!now.ok) return refuse(now.message);
    const ids = now.market.runners.map((r) => r.selectionId);
    const hedgeRows: BetRow[] = now.hedge.map((b) => ({
      selection_id: b.selectionId,
      side: b.side,
      line: null,
      win_amount: b.win,
      loss_amount: b.loss,
    }));
    const oldExposure = exposureAfter(now.bets, ids);
    const newExposure = exposureAfter([...now.bets, ...hedgeRows], ids);
    if (!(await exposureCovered(tx, userId, oldExposure, newExposure)))
      return refuse('Insufficient balance');
    const bets: CashedOut['bets'] = [];
    for (const b of now.hedge) {
      const betId = await insertBet(tx, {
        userId,
        matchId: input.matchId,
        eventId: input.eventId,
        marketId: input.marketId,
        marketType: input.marketType,
        selectionId: b.selectionId,
        selectionName: now.market.runners.find((r) => r.selectionId === b.selectionId)?.name ?? '',
        side: b.side,
        price: b.price,
        line: null,
        stake: b.stake,
        win: b.win,
        loss: b.loss,
        idempotencyKey: null,
        askedPrice: b.price,
        askedLine: null,
      });
      bets.push({
        betId,
        selectionId: b.selectionId,
        side: b.side,
        matchedPrice: formatPrice(input.marketType, b.price),
        stake: formatCents(b.stake),
      });
    }
    await writeExposure(tx, userId, key, newExposure);
    const commission = commissionOf(now.amount, user[0]?.match_comm_bp ?? 0);
    const reply = ok<CashedOut>(
      {
        bets,
        amount: formatCents(now.amount),
        net: formatCents(now.amount - commission),
        balance: await readBalanceData(tx, userId),
      },
      'Cashed out',
    );
    await storeReply(tx, userId, idem, reply);
    return reply;
  });
}
