import type { Db } from '../../db/types';
import { ok, refuse, type OkReply, type RefusedReply } from '../../http/reply';
import { formatCents } from 'shared-maths/money';
import { readBalanceData } from '../auth-core/user-routes';
import type { SportsPlacedBet } from 'shared-api-types';
import { findStoredReply, idempotentRequest, storeReply } from '../../db/idempotency';
import { formatPrice, payoff } from 'shared-maths';
import {
  exposureAfter,
  exposureCovered,
  insertBet,
  readOpenBets,
  writeExposure,
  type BetRow,
} from './bet-rows';
import { checkLive, type BetTarget } from './live-check';
import { marketKey } from './market-key';
import type { SimMatch } from './sim-types';
import { checkBetAllowed, type Bettor } from '../safer-gambling/check-bet';

export interface PlaceBetInput extends BetTarget {
  stake: number;
  idempotencyKey: string | null;
}

export type PlaceBetReply = OkReply<SportsPlacedBet> | RefusedReply;

export interface PlaceBetDeps {
  db: Db;
  /** The live matches the price is checked against (the leader's, on any process). */
  matches: () => ReadonlyMap<string, SimMatch>;
  /** Delay before an in-play bet is accepted (the price is checked again after it). */
  betDelayMs: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The clock of the player's safer-gambling rules (the system's by default). */
  now?: () => Date;
}

/** Thrown for input that is wrong whatever the market does (becomes a 400). */
export class BadBetInput extends Error {}

const coins = (cents: number): string => formatCents(cents).replace(/\.00$/, '');
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Places one bet with every server rule: idempotency key, live market and price check, stake
 * limits, in-play delay (price checked again after it), and in one transaction with the user row
 * locked: the market's new worst case must leave available balance >= 0. The bet is recorded at
 * the price it is matched at (the live one, see checkLive), the asked price kept beside it.
 */
export async function placeBet(
  deps: PlaceBetDeps,
  bettor: Bettor,
  input: PlaceBetInput,
): Promise<PlaceBetReply> {
  const { userId } = bettor;
  const { idempotencyKey, ...request } = input;
  const idem = idempotentRequest('/Player/PlaceBet', idempotencyKey, request);
  const earlier = await findStoredReply<PlaceBetReply>(deps.db, userId, idem);
  if (earlier) return earlier;
  const first = checkLive(deps.matches(), input);
  if (!first.ok) {
    if (first.badInput) throw new BadBetInput(first.message);
    return refuse(first.message);
  }
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

  let matched = first;
  const delay = first.match.state === 'inplay' ? deps.betDelayMs() : 0;
  if (delay > 0) {
    await (deps.sleep ?? defaultSleep)(delay);
    const again = checkLive(deps.matches(), input);
    if (!again.ok) return refuse(again.message);
    matched = again;
  }
  const { price, line } = matched;
  const { win, loss } = payoff({
    kind: input.marketType,
    side: input.side,
    price,
    stake: input.stake,
  });
  const key = marketKey(
    input.matchId,
    input.marketType,
    input.marketType === 'session' ? input.selectionId : input.marketId,
  );

  return deps.db.transaction(async (tx) => {
    // The market row before the player's, as settlement locks them: the bet commits before the
    // market settles (and is settled with it) or sees it settled; never open on a settled market.
    const market = await tx.query<{ status: string }>(
      'SELECT status FROM sports_markets WHERE market_key = $1 FOR SHARE',
      [key],
    );
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const raced = await findStoredReply<PlaceBetReply>(tx, userId, idem);
    if (raced) return raced;
    // No row yet: a match the simulator just created, stored a moment later.
    if (!market[0]) return refuse('Market is suspended');
    if (market[0].status !== 'open') return refuse('Market is closed');
    const bets = await readOpenBets(
      tx,
      userId,
      input.matchId,
      input.marketType,
      input.marketType === 'session' ? input.selectionId : input.marketId,
    );
    const next: BetRow = {
      selection_id: input.selectionId,
      side: input.side,
      line,
      win_amount: win,
      loss_amount: loss,
    };
    const oldExposure = exposureAfter(bets, first.runnerIds);
    const newExposure = exposureAfter([...bets, next], first.runnerIds);
    // The player's own limits, under the lock of their row (docs/safer-gambling.md).
    const mine = await checkBetAllowed(
      tx,
      bettor,
      { stakeCents: input.stake, worstCaseCents: newExposure - oldExposure },
      deps.now?.() ?? new Date(),
    );
    if (mine) return refuse(mine);
    if (!(await exposureCovered(tx, userId, oldExposure, newExposure)))
      return refuse('Insufficient balance');
    const betId = await insertBet(tx, {
      userId,
      matchId: input.matchId,
      eventId: input.eventId,
      marketId: input.marketType === 'session' ? input.selectionId : input.marketId,
      marketType: input.marketType,
      selectionId: input.selectionId,
      selectionName: first.selectionName,
      side: input.side,
      price,
      line,
      stake: input.stake,
      win,
      loss,
      idempotencyKey: input.idempotencyKey,
      askedPrice: input.price,
      askedLine: input.line,
    });
    await writeExposure(tx, userId, key, newExposure);
    const reply = ok<SportsPlacedBet>(
      {
        betId,
        balance: await readBalanceData(tx, userId),
        matchedPrice: formatPrice(input.marketType, price),
        matchedLine: line,
      },
      'Bet placed',
    );
    await storeReply(tx, userId, idem, reply);
    return reply;
  });
}
