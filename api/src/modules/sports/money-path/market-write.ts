import type { Queryable } from '../../../db/types';
import { refuse, type Coded } from '../../../http/reply';
import type { WriteStep } from '../../../money/write-path';
import { STATUS_MESSAGE } from '../fixed-odds/market-check';
import {
  exposureAfter,
  exposureRefusal,
  insertBet,
  writeExposure,
  type BetRow,
  type NewBet,
} from './bet-rows';
import { marketExposure, readWaiting } from './order-rows';

/** The sports market row as a bet sees it (undefined: not stored yet). */
export type SportsMarketRow = { status: string } | undefined;

/** The write path's market lock for a sports market: its row FOR SHARE. */
export const lockSportsMarket =
  (key: string) =>
  async (tx: Queryable): Promise<SportsMarketRow> =>
    (
      await tx.query<{ status: string }>(
        'SELECT status FROM sports_markets WHERE market_key = $1 FOR SHARE',
        [key],
      )
    )[0];

/** The market is stored and open: no row yet is a match the simulator just created. */
export const marketOpen: WriteStep<SportsMarketRow> = ({ market }) => {
  const refusal = marketRefusal(market);
  return Promise.resolve(refusal ? refuse(refusal) : null);
};

/** Why the stored market takes no bet now, or null. */
export const marketRefusal = (market: SportsMarketRow): Coded | null =>
  !market ? STATUS_MESSAGE.SUSPENDED : market.status !== 'open' ? STATUS_MESSAGE.CLOSED : null;

export const rowOf = (b: NewBet): BetRow => ({
  selection_id: b.selectionId,
  side: b.side,
  line: b.line,
  win_amount: b.win,
  loss_amount: b.loss,
});

/**
 * Adds bets to the player's open bets of one market (`key`): the market's new worst case must be
 * covered by the available balance, or nothing is written (its refusal). Returns the new bets' ids.
 */
export async function addBets(
  tx: Queryable,
  market: { userId: number; key: string; open: readonly BetRow[]; runnerIds: string[] | null },
  bets: readonly NewBet[],
): Promise<{ ids: string[] } | { refusal: Coded }> {
  const { userId, key, open, runnerIds } = market;
  const first = bets[0];
  const rows = [...open, ...bets.map(rowOf)];
  // Match odds / toss: the market's waiting orders keep their reservation (orders/).
  const orderMarket = first?.marketType === 'odds' || first?.marketType === 'toss';
  const waiting =
    first && runnerIds && orderMarket
      ? await readWaiting(tx, {
          userId,
          matchId: first.matchId,
          marketType: first.marketType === 'odds' ? 'odds' : 'toss',
          marketId: first.marketId,
        })
      : [];
  const oldExposure = runnerIds
    ? marketExposure(runnerIds, open, waiting)
    : exposureAfter(open, runnerIds);
  const newExposure = runnerIds
    ? marketExposure(runnerIds, rows, waiting)
    : exposureAfter(rows, runnerIds);
  const refusal = await exposureRefusal(tx, userId, oldExposure, newExposure);
  if (refusal) return { refusal };
  const ids: string[] = [];
  for (const bet of bets) ids.push(await insertBet(tx, bet));
  await writeExposure(tx, userId, key, newExposure);
  return { ids };
}
