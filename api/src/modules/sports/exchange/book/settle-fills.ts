/**
 * Money of matched orders. Each fill is a back and a lay of the same size at the same price;
 * their P/L are equal and opposite, so a market's P/L over all participants (house included)
 * sums to zero before commission.
 */
import { runnerBetPl, type RunnerBet } from 'shared-maths';
import { pairBets } from 'shared-maths/order-book';
import type { Fill } from './book-types';

export interface OwnedBet extends RunnerBet {
  owner: string;
}

/** The backer's and the layer's bet of a fill. */
export function fillBets(fill: Fill): [OwnedBet, OwnedBet] {
  const bets = pairBets(fill.runner, fill.price, fill.size);
  const backOwner = fill.takerSide === 'back' ? fill.takerOwner : fill.makerOwner;
  const layOwner = fill.takerSide === 'back' ? fill.makerOwner : fill.takerOwner;
  return [
    { ...bets.back, owner: backOwner },
    { ...bets.lay, owner: layOwner },
  ];
}

/** Every participant's P/L (cents, before commission) once `winner` has won. */
export function settleFills(fills: readonly Fill[], winner: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const fill of fills)
    for (const bet of fillBets(fill))
      out[bet.owner] = (out[bet.owner] ?? 0) + runnerBetPl(bet, winner);
  return out;
}
