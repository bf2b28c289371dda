import type { Queryable } from '../../../db/types';
import { refuse } from '../../../http/reply';
import type { WriteStep } from '../../../money/write-path';
import {
  exposureAfter,
  exposureCovered,
  insertBet,
  writeExposure,
  type BetRow,
  type NewBet,
} from './bet-rows';

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
export const marketOpen: WriteStep<SportsMarketRow> = ({ market }) =>
  Promise.resolve(
    !market
      ? refuse('Market is suspended')
      : market.status !== 'open'
        ? refuse('Market is closed')
        : null,
  );

const rowOf = (b: NewBet): BetRow => ({
  selection_id: b.selectionId,
  side: b.side,
  line: b.line,
  win_amount: b.win,
  loss_amount: b.loss,
});

/**
 * Adds bets to the player's open bets of one market (`key`): the market's new worst case must be
 * covered by the available balance, or nothing is written (null). Returns the new bets' ids.
 */
export async function addBets(
  tx: Queryable,
  market: { userId: number; key: string; open: readonly BetRow[]; runnerIds: string[] | null },
  bets: readonly NewBet[],
): Promise<string[] | null> {
  const { userId, key, open, runnerIds } = market;
  const oldExposure = exposureAfter(open, runnerIds);
  const newExposure = exposureAfter([...open, ...bets.map(rowOf)], runnerIds);
  if (!(await exposureCovered(tx, userId, oldExposure, newExposure))) return null;
  const ids: string[] = [];
  for (const bet of bets) ids.push(await insertBet(tx, bet));
  await writeExposure(tx, userId, key, newExposure);
  return ids;
}
