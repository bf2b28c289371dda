import { formatPrice, payoff } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import type { SportsPlacedBet } from 'shared-api-types';
import { ok, refuse, type OkReply, type RefusedReply } from '../../../http/reply';
import { readBalanceData } from '../../../money/balances';
import { writeMoney, type WritePathDeps } from '../../../money/write-path';
import { marketKey } from '../market-key';
import type { SimMatch } from '../sim-types';
import { readOpenBets } from './bet-rows';
import { checkLive, type BetTarget, type Located } from './live-check';
import { addBets, lockSportsMarket, marketOpen } from './market-write';

export interface PlaceBetInput extends BetTarget {
  stake: number;
  idempotencyKey: string | null;
}

export type PlaceBetReply = OkReply<SportsPlacedBet> | RefusedReply;

export interface PlaceBetDeps extends WritePathDeps {
  /** The live matches the price is checked against (the leader's, on any process). */
  matches: () => ReadonlyMap<string, SimMatch>;
  /** Delay before an in-play bet is accepted (the price is checked again after it). */
  betDelayMs: () => number;
}

/** Thrown for input that is wrong whatever the market does (becomes a 400). */
export class BadBetInput extends Error {}

const coins = (cents: number): string => formatCents(cents).replace(/\.00$/, '');

/**
 * Places one bet through the write path (money/write-path.ts) with every server rule: live
 * market and price check, stake limits, in-play delay (price checked again after it), and the
 * market's new worst case must leave available balance >= 0. The bet is recorded at the price
 * it is matched at (the live one, see checkLive), the asked price kept beside it.
 */
export async function placeBet(
  deps: PlaceBetDeps,
  userId: number,
  input: PlaceBetInput,
): Promise<PlaceBetReply> {
  const { idempotencyKey, ...request } = input;
  const marketId = input.marketType === 'session' ? input.selectionId : input.marketId;
  const key = marketKey(input.matchId, input.marketType, marketId);
  let live: Extract<Located, { ok: true }> | null = null;

  const check = async (): Promise<RefusedReply | { delayMs: number }> => {
    const first = checkLive(deps.matches(), input);
    if (!first.ok) {
      if (first.badInput) throw new BadBetInput(first.message);
      return refuse(first.message);
    }
    live = first;
    const limits = await deps.db.query<{ min_stake: number; max_stake: number }>(
      'SELECT min_stake, max_stake FROM users WHERE id = $1',
      [userId],
    );
    const limit = limits[0];
    if (!limit) return refuse('Unknown player');
    if (input.stake < limit.min_stake)
      return refuse(`Stake is below the minimum of ${coins(limit.min_stake)} Coins`);
    if (input.stake > limit.max_stake)
      return refuse(`Stake is above the maximum of ${coins(limit.max_stake)} Coins`);
    return { delayMs: first.match.state === 'inplay' ? deps.betDelayMs() : 0 };
  };
  const recheck = (): Promise<RefusedReply | null> => {
    const again = checkLive(deps.matches(), input);
    if (!again.ok) return Promise.resolve(refuse(again.message));
    live = again;
    return Promise.resolve(null);
  };

  return writeMoney(deps, {
    call: '/Player/PlaceBet',
    userId,
    idempotencyKey,
    request,
    check,
    recheck,
    lockMarket: lockSportsMarket(key),
    steps: [marketOpen],
    write: async ({ tx }) => {
      if (!live) throw new Error('placeBet wrote without its check');
      const { price, line, runnerIds, selectionName } = live;
      const { win, loss } = payoff({
        kind: input.marketType,
        side: input.side,
        price,
        stake: input.stake,
      });
      const open = await readOpenBets(tx, userId, input.matchId, input.marketType, marketId);
      const ids = await addBets(tx, { userId, key, open, runnerIds }, [
        {
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
        },
      ]);
      if (!ids?.[0]) return refuse('Insufficient balance');
      return ok<SportsPlacedBet>(
        {
          betId: ids[0],
          balance: await readBalanceData(tx, userId),
          matchedPrice: formatPrice(input.marketType, price),
          matchedLine: line,
        },
        'Bet placed',
      );
    },
  });
}
