import { formatPrice, payoff } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import type { SportsPlacedBet } from 'shared-api-types';
import {
  coded,
  ok,
  refuse,
  type Coded,
  type OkReply,
  type RefusedReply,
} from '../../../http/reply';
import { readBalanceData } from '../../../money/balances';
import { preflight, writeMoney } from '../../../money/write-path';
import { submitOrder, type BatchDeps } from '../money-path/place-batch';
import { stakeLimitRefusal } from '../../../money/stake-limits';
import { marketKey } from '../market-key';
import type { SimMatch } from '../feed/sim-types';
import { exposureAfter, readOpenBets, type BetRow, type NewBet } from '../money-path/bet-rows';
import { saferGamblingStep, type Bettor } from '../../safer-gambling/check-bet';
import { checkMarket, type BetTarget, type Located } from './market-check';
import { addBets, lockSportsMarket, marketOpen, rowOf } from '../money-path/market-write';
import type { Persistence } from '../money-path/order-rows';

export interface PlaceBetInput extends BetTarget {
  stake: number;
  persistence?: Persistence;
  idempotencyKey: string | null;
}

export type PlaceBetReply = OkReply<SportsPlacedBet> | RefusedReply;

export interface PlaceBetDeps extends BatchDeps {
  /** The live matches the price is checked against (the leader's, on any process). */
  matches: () => ReadonlyMap<string, SimMatch>;
  /** Delay before an in-play bet is accepted (the price is checked again after it). */
  betDelayMs: () => number;
}

/** Thrown for input that is wrong whatever the market does (becomes a 400). */
export class BadBetInput extends Error {
  constructor(readonly refusal: Coded) {
    super(refusal.message);
  }
}

/**
 * Places one bet through the write path (money/write-path.ts) with every server rule: live
 * market and price check, stake limits, in-play delay (price checked again after it), and the
 * market's new worst case must leave available balance >= 0. The bet is recorded at the price
 * it is matched at (the live one, see checkMarket), the asked price kept beside it.
 */
export async function placeBet(
  deps: PlaceBetDeps,
  bettor: Bettor,
  input: PlaceBetInput,
): Promise<PlaceBetReply> {
  const { userId } = bettor;
  const { idempotencyKey, ...request } = input;
  const marketId = input.marketType === 'session' ? input.selectionId : input.marketId;
  const key = marketKey(input.matchId, input.marketType, marketId);
  let live: Extract<Located, { ok: true }> | null = null;
  let next: NewBet | null = null;
  let open: BetRow[] = [];
  // Match odds and toss are an exchange: the order takes what it crosses, the rest waits.
  const order =
    (input.marketType === 'odds' || input.marketType === 'toss') &&
    (input.side === 'back' || input.side === 'lay')
      ? { ...input, marketType: input.marketType, side: input.side }
      : null;
  const stakeRefusal = (limit: { min_stake: number; max_stake: number }): RefusedReply | null => {
    const refusal = stakeLimitRefusal(input.stake, limit);
    return refusal ? refuse(refusal) : null;
  };

  const check = async (): Promise<RefusedReply | { delayMs: number }> => {
    const first = checkMarket(deps.matches(), input);
    if (!first.ok) {
      if (first.badInput) throw new BadBetInput(first);
      return refuse(first);
    }
    live = first;
    if (first.match.state !== 'inplay') return { delayMs: 0 };
    // In play the stake limits are checked before the delay too (the step checks them again).
    const limits = await deps.db.query<{ min_stake: number; max_stake: number }>(
      'SELECT min_stake, max_stake FROM users WHERE id = $1',
      [userId],
    );
    const limit = limits[0];
    if (!limit) return refuse('Unknown player', 'PLAYER_UNKNOWN');
    return stakeRefusal(limit) ?? { delayMs: deps.betDelayMs() };
  };
  const recheck = (): Promise<RefusedReply | null> => {
    const again = checkMarket(deps.matches(), input);
    if (!again.ok) return Promise.resolve(refuse(again));
    live = again;
    return Promise.resolve(null);
  };

  const before = {
    call: '/Player/PlaceBet' as const,
    userId,
    idempotencyKey,
    request,
    check,
    recheck,
  };
  if (order) {
    const early = await preflight<SportsPlacedBet>(deps, before);
    if (early) return early;
    const located: Extract<Located, { ok: true }> | null = live;
    if (!located) throw new Error('placeBet placed an order without its live check');
    const persistence = input.persistence ?? 'lapse';
    const reply = await submitOrder(deps, {
      userId,
      idempotencyKey,
      request,
      bettor,
      input: { ...order, persistence },
      live: located,
    });
    if ('error' in reply) throw reply.error;
    return reply;
  }
  return writeMoney(deps, {
    ...before,
    lockMarket: lockSportsMarket(key),
    steps: [
      ({ player }) => Promise.resolve(stakeRefusal(player)),
      marketOpen,
      // The player's own limits (docs/safer-gambling.md): what the bet adds to the worst case.
      saferGamblingStep(
        bettor,
        async ({ tx }) => {
          if (!live) throw new Error('placeBet checked limits without its live check');
          // An order's worst case is all of it matched at the asked price (its reservation).
          next = newBet(live);
          open = await readOpenBets(tx, userId, input.matchId, input.marketType, marketId);
          const before = exposureAfter(open, live.runnerIds);
          const after = exposureAfter([...open, rowOf(next)], live.runnerIds);
          return { stakeCents: input.stake, worstCaseCents: after - before, product: 'Sports' };
        },
        deps.now,
      ),
    ],
    write: async ({ tx }) => {
      if (!live || !next) throw new Error('placeBet wrote without its checks');
      const { price, line, runnerIds } = live;
      const added = await addBets(tx, { userId, key, open, runnerIds }, [next]);
      if ('refusal' in added) return refuse(added.refusal);
      return ok<SportsPlacedBet>(
        {
          betId: added.ids[0] ?? '',
          balance: await readBalanceData(tx, userId),
          matchedPrice: formatPrice(input.marketType, price),
          matchedLine: line,
          matched: formatCents(input.stake),
          waiting: '0.00',
          orderId: null,
        },
        coded('Bet placed', 'BET_PLACED'),
      );
    },
  });

  /** The bet at the price the live check matched it at. */
  function newBet({ price, line, selectionName }: Extract<Located, { ok: true }>): NewBet {
    const { win, loss } = payoff({
      kind: input.marketType,
      side: input.side,
      price,
      stake: input.stake,
    });
    return {
      userId,
      matchId: input.matchId,
      eventId: input.eventId,
      marketId,
      marketType: input.marketType,
      selectionId: input.selectionId,
      selectionName,
      side: input.side,
      price,
      line,
      stake: input.stake,
      win,
      loss,
      idempotencyKey,
      askedPrice: input.price,
      askedLine: input.line,
    };
  }
}
